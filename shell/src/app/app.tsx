import { GlobalStyle, theme } from '@linx/shared';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useMarkInteractive } from '../rendering/mark-interactive';
import { createSiteRouter } from './router';

export const App = () => {
  const [router] = useState(createSiteRouter);
  useMarkInteractive();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
};

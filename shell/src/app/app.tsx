import { GlobalStyle, theme } from '@linx/shared';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createSiteRouter } from './router';

export const App = () => {
  const [router] = useState(createSiteRouter);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
};

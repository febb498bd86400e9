import { GlobalStyle, theme } from '@linx/shared';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { scheduleAnalytics } from '../analytics/schedule-analytics';
import { useMarkInteractive } from '../rendering/mark-interactive';
import { createSiteRouter } from './router';

export const App = () => {
  const [router] = useState(createSiteRouter);
  useMarkInteractive();
  useEffect(() => scheduleAnalytics(router), [router]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
};

import { GlobalStyle, theme } from '@linx/shared';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { scheduleAnalytics } from '../analytics/schedule-analytics';
import { renderPath } from '../rendering/render-location';
import { useMarkInteractive } from '../rendering/mark-interactive';
import { siteLocation } from './site-location';
import { SiteRoutes } from './site-routes';

/** The render pass renders one page after another in one document, each from its own path (render-location.ts). */
const SiteRouter = ({ children }: { children: ReactNode }) => {
  const rendering = renderPath();
  return rendering ? (
    <MemoryRouter initialEntries={[rendering]}>{children}</MemoryRouter>
  ) : (
    <BrowserRouter>{children}</BrowserRouter>
  );
};

export const App = () => {
  useMarkInteractive();
  useEffect(() => scheduleAnalytics(siteLocation), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteRouter>
        <SiteRoutes />
      </SiteRouter>
    </ThemeProvider>
  );
};

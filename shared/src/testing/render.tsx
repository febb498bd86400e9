import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL (path, query, hash) or a location with state. */
  route?: string | { pathname: string; search?: string; hash?: string; state?: unknown };
  /** Route pattern the UI is mounted at, so `useParams` works (e.g. "/blog/:slug"). */
  path?: string;
}

/** Where the router is now; tests read it to check navigation targets. */
export const locationRef: { current: ReturnType<typeof useLocation> | null } = { current: null };

const LocationProbe = () => {
  const location = useLocation();
  useEffect(() => {
    locationRef.current = location;
  });
  return null;
};

/** Renders inside the theme and a memory router, as the shell does. */
export const renderWithProviders = (
  ui: ReactElement,
  { route = '/', path = '*', ...options }: RenderWithProvidersOptions = {},
): RenderResult => {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={children} />
          {path === '*' ? null : <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
};

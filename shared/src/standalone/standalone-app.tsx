import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { loadRuntimeConfig } from '../config/runtime-config';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';
import { Spinner } from '../ui/spinner';

export interface StandalonePage {
  path: string;
  /** Link text in the standalone frame's page list. */
  label: string;
  Component: ComponentType;
}

const StyledBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme: t }) => t.space(3)};
  padding: ${({ theme: t }) => t.space(3, 5)};
  background: ${({ theme: t }) => t.colors.ink};
  a {
    color: ${({ theme: t }) => t.colors.textOnDark};
    font-size: ${({ theme: t }) => t.fontSizes.sm};
  }
`;

/** A remote run alone (its team's dev server): its pages in a minimal frame, no shell needed. */
export const StandaloneApp = ({ name, pages }: { name: string; pages: StandalonePage[] }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <BrowserRouter>
      <StyledBar aria-label={`Páginas de ${name}`}>
        {pages.map((page) => (
          <Link key={page.path} to={page.path.replace(/:\w+/g, 'ejemplo')}>
            {page.label}
          </Link>
        ))}
      </StyledBar>
      <main>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {pages.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
          </Routes>
        </Suspense>
      </main>
    </BrowserRouter>
  </ThemeProvider>
);

export const renderStandalone = async (name: string, pages: StandalonePage[]): Promise<void> => {
  await loadRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp name={name} pages={pages} />
    </StrictMode>,
  );
};

import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { Container, GlobalStyle, NotFoundPage, Section, Spinner, theme, type RemoteName } from '@linx/shared';
import type { StandalonePage } from './standalone-pages';

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

/** "/": the remote's pages, where no page of its own opens the root. */
const PageIndex = ({ remote, pages }: { remote: RemoteName; pages: StandalonePage[] }) => (
  <Section>
    <Container>
      <h1>Páginas de {remote}</h1>
      <ul>
        {pages.flatMap((page) =>
          page.links.length > 0
            ? page.links.map((link) => (
                <li key={link}>
                  <Link to={link}>{link}</Link>
                </li>
              ))
            : [
                <li key={page.path}>
                  <code>{page.path}</code>: se abre desde un enlace de otra página
                </li>,
              ],
        )}
      </ul>
    </Container>
  </Section>
);

/**
 * A remote run alone (its team's dev server, or its built folder served alone): its pages in a minimal
 * frame, no shell needed, reading the same back ends as the site. `/` lists them unless one opens it;
 * any other address is the not-found page.
 */
export const StandaloneApp = ({ remote, pages }: { remote: RemoteName; pages: StandalonePage[] }) => {
  const opensEveryPath = pages.some((page) => page.path.endsWith('*'));
  const opensRoot = opensEveryPath || pages.some((page) => page.path === '/');
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <StyledBar aria-label={`Páginas de ${remote}`}>
          {pages.flatMap((page) =>
            page.links.map((link) => (
              <Link key={link} to={link}>
                {link}
              </Link>
            )),
          )}
        </StyledBar>
        <main>
          <Suspense fallback={<Spinner />}>
            <Routes>
              {pages.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              {!opensRoot && <Route path="/" element={<PageIndex remote={remote} pages={pages} />} />}
              {!opensEveryPath && <Route path="*" element={<NotFoundPage />} />}
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </ThemeProvider>
  );
};

export const mountStandalone = (remote: RemoteName, pages: StandalonePage[]): void => {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp remote={remote} pages={pages} />
    </StrictMode>,
  );
};

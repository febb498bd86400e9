import { paths, routerPattern, sitePages, theme } from '@linx/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { routeTable } from './route-table';
import { SiteRoutes } from './site-routes';

jest.mock('../federation/register-remotes', () => ({
  // The federation runtime is the network edge here: pages resolve to a stub.
  loadRemotePage: (id: string) => Promise.resolve({ default: () => <h1>{id}</h1> }),
}));

const ShownPath = () => <output aria-label="ruta">{useLocation().pathname}</output>;

const renderAt = (url: string) =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <SiteRoutes />
        <ShownPath />
      </MemoryRouter>
    </ThemeProvider>,
  );

describe('route table', () => {
  it('has one route for every page of the route list, in its order', () => {
    // The rest of the path (`/*path`) is React Router's splat.
    expect(routeTable.map((route) => route.path)).toEqual(sitePages.map((page) => routerPattern(page.path)));
  });

  it.each(routeTable.map((route) => [route.path.replace(':slug', 'un-articulo').replace(':id', '3'), route.module]))(
    '%s loads %s inside the layout',
    async (url, module) => {
      renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: module })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('redirects /home to /', async () => {
    renderAt('/home');
    expect(await screen.findByRole('heading', { name: 'marketing/SectionsPage' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent(/^\/$/);
  });

  it.each([paths.home, paths.seo, paths.about, '/no-existe', '/eventos/2027/feria-retail/'])(
    'opens %s, as any other path, as a page built in the CMS (its 404 when there is none)',
    async (url) => {
      renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'marketing/SectionsPage' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );
});

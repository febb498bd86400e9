import { render, screen, within } from '@testing-library/react';
import { cmsPagePaths } from '../config/cms-page-paths.cjs';
import type { RemoteName } from '../config/runtime-config';
import { exposeFileName } from '../federation/expose-file.cjs';
import { sitePages } from '../routes';
import { messages } from '../content/messages';
import { StandaloneApp } from './standalone-app';
import { standalonePages, type ExposedPages } from './standalone-pages';

/** The remote's page modules, each a page naming the file it stands for. */
const fakeExposes = (remote: RemoteName): ExposedPages =>
  Object.fromEntries(
    sitePages
      .filter((page) => page.remote === remote)
      .map((page) => exposeFileName(page.module))
      .map((file) => [file, { default: () => <h1>{`página de ${file}`}</h1> }]),
  );

const renderAt = (url: string, remote: RemoteName) => {
  window.history.pushState({}, '', url);
  render(<StandaloneApp remote={remote} pages={standalonePages(remote, fakeExposes(remote))} />);
};

describe('a remote run alone', () => {
  it('serves every page the route list gives the remote, each from its module in src/exposes/', async () => {
    renderAt('/blog/pagina/2', 'content');
    expect(await screen.findByRole('heading', { name: 'página de blog-listing-page' })).toBeInTheDocument();
    const paths = standalonePages('content', fakeExposes('content')).map((page) => page.path);
    expect(paths).toEqual(sitePages.filter((page) => page.remote === 'content').map((page) => page.path));
  });

  it('lists its pages at / when none opens it, linking those without parameters', async () => {
    renderAt('/', 'internal');
    expect(screen.getByRole('heading', { level: 1, name: 'Páginas de internal' })).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Páginas de internal' });
    expect(within(bar).getByRole('link', { name: '/interno/analitica' })).toHaveAttribute('href', '/interno/analitica');
    expect(within(bar).getByRole('link', { name: '/sobre-nosotros/firmas' })).toBeInTheDocument();
  });

  it('stops at once when the bootstrap does not import a page the route list gives the remote', () => {
    const { 'analytics-dashboard-page': _left, ...partial } = fakeExposes('internal');
    expect(() => standalonePages('internal', partial)).toThrow('src/exposes/analytics-dashboard-page.tsx');
  });

  it('answers an address it has no page for with the not-found page', async () => {
    renderAt('/no-existe', 'catalogue');
    expect(await screen.findByRole('heading', { name: messages.notFound.routerError })).toBeInTheDocument();
  });

  it("opens any path with marketing's page built in the CMS, and links the pages the code links to", async () => {
    renderAt('/', 'marketing');
    expect(await screen.findByRole('heading', { name: 'página de sections-page' })).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Páginas de marketing' });
    for (const { path } of cmsPagePaths) expect(within(bar).getByRole('link', { name: path })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: '/servicios' })).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import { cmsPagePaths } from '../config/cms-page-paths.cjs';
import { sitePages } from '../routes';
import { messages } from '../content/messages';
import { StandaloneApp } from './standalone-app';
import { standalonePages, type LoadExposedPage } from './standalone-pages';

/** A page module per exposed file, naming the file it came from. */
const fakeLoad = (): jest.MockedFunction<LoadExposedPage> =>
  jest.fn(async (file: string) => ({ default: () => <h1>{`página de ${file}`}</h1> }));

const renderAt = (url: string, remote: Parameters<typeof standalonePages>[0], load = fakeLoad()) => {
  window.history.pushState({}, '', url);
  render(<StandaloneApp remote={remote} pages={standalonePages(remote, load)} />);
  return load;
};

describe('a remote run alone', () => {
  it('serves every page the route list gives the remote, each from its file in src/exposes/', async () => {
    const load = renderAt('/blog/pagina/2', 'content');
    expect(await screen.findByRole('heading', { name: 'página de blog-listing-page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('blog-listing-page');
    const paths = standalonePages('content', load).map((page) => page.path);
    expect(paths).toEqual(sitePages.filter((page) => page.remote === 'content').map((page) => page.path));
  });

  it('lists its pages at / when none opens it, linking those without parameters', async () => {
    renderAt('/', 'internal');
    expect(screen.getByRole('heading', { level: 1, name: 'Páginas de internal' })).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Páginas de internal' });
    expect(within(bar).getByRole('link', { name: '/interno/analitica' })).toHaveAttribute('href', '/interno/analitica');
    expect(within(bar).getByRole('link', { name: '/sobre-nosotros/firmas' })).toBeInTheDocument();
  });

  it('answers an address it has no page for with the not-found page', async () => {
    renderAt('/no-existe', 'catalogue');
    expect(await screen.findByRole('heading', { name: messages.notFound.routerError })).toBeInTheDocument();
  });

  it("opens any path with marketing's page built in the CMS, and links the pages the code links to", async () => {
    const load = renderAt('/', 'marketing');
    expect(await screen.findByRole('heading', { name: 'página de sections-page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('sections-page');
    const bar = screen.getByRole('navigation', { name: 'Páginas de marketing' });
    for (const { path } of cmsPagePaths) expect(within(bar).getByRole('link', { name: path })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: '/servicios' })).toBeInTheDocument();
  });
});

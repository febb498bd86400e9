import { paths, type PageModule } from '@linx/shared';
import { awaitRouteData } from './await-route-data';

const mockModules = new Map<string, PageModule>();
jest.mock('../federation/register-remotes', () => ({
  loadRemotePage: (id: string) => Promise.resolve(mockModules.get(id)),
  isUnavailable: (module: PageModule) => 'linxRemoteUnavailable' in module,
}));

const Page = () => null;
const pageWith = (loader: PageModule['loader']): PageModule => ({ default: Page, loader });

describe('render pass: a page is rendered from what its loader declares', () => {
  beforeEach(() => mockModules.clear());

  it('a loader that never answers fails the render at the deadline, naming the read', async () => {
    mockModules.set(
      'content/BlogPage',
      pageWith(() => [{ key: 'articles', load: () => new Promise<never>(() => undefined) }]),
    );
    const started = Date.now();
    const errors = await awaitRouteData(paths.blog, 100);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(errors).toEqual(['content/BlogPage: sin respuesta en 0.1 s de "articles"']);
  });

  it('passes the URL parameters to the loader and waits for its answers', async () => {
    const seen: string[] = [];
    mockModules.set(
      'content/CaseDetailPage',
      pageWith(({ slug }) => [{ key: `case:${slug}`, load: async () => seen.push(slug) }]),
    );
    await expect(awaitRouteData('/casos-exito/tiendas-andes', 1_000)).resolves.toEqual([]);
    expect(seen).toEqual(['tiendas-andes']);
  });

  it('a page module without a loader, or a remote that is down, is not rendered', async () => {
    mockModules.set('content/BlogPage', { default: Page });
    await expect(awaitRouteData(paths.blog, 100)).resolves.toEqual(['content/BlogPage no exporta su loader']);
    mockModules.set('content/BlogPage', { default: Page, linxRemoteUnavailable: true } as PageModule);
    await expect(awaitRouteData(paths.blog, 100)).resolves.toEqual(['remoto no disponible: content/BlogPage']);
  });

  it('any other path waits for the read of a page built in the CMS at that path (the 404 when there is none)', async () => {
    const seen: string[] = [];
    mockModules.set(
      'marketing/SectionsPage',
      pageWith(({ path }) => [{ key: `page:${path}`, load: async () => seen.push(path) }]),
    );
    await expect(awaitRouteData('/eventos/feria-retail', 1_000)).resolves.toEqual([]);
    expect(seen).toEqual(['eventos/feria-retail']);
  });
});

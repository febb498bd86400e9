import { preloadRemote } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig } from '@linx/shared';
import { prefetchOtherRemotes, prefetchPage, remoteModuleFor } from './prefetch';

// The federation runtime is the network edge here: we only check what it is asked to preload.
jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(() => Promise.resolve([])) }));

const remotes = {
  marketing: 'http://127.0.0.1:3001/mf-manifest.json',
  catalogue: 'http://127.0.0.1:3002/mf-manifest.json',
  content: 'http://127.0.0.1:3003/mf-manifest.json',
  contact: 'http://127.0.0.1:3004/mf-manifest.json',
  internal: 'http://127.0.0.1:3005/mf-manifest.json',
};

describe('remote prefetch', () => {
  beforeEach(() => {
    setRuntimeConfig({ remotes });
    document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
    jest.mocked(preloadRemote).mockClear();
  });

  it('knows which remote page a URL opens', () => {
    expect(remoteModuleFor('/servicios')).toBe('marketing/ServicesPage');
    expect(remoteModuleFor('/blog/un-articulo')).toBe('content/BlogArticlePage');
    expect(remoteModuleFor('/casos-exito/3')).toBe('content/CaseDetailPage');
    // Any other path may be a page built in the CMS: the home and the service pages are.
    for (const path of ['/', '/servicios/seo', '/eventos/feria-retail'])
      expect(remoteModuleFor(path)).toBe('marketing/SectionsPage');
  });

  it('preloads the page behind a link once, and nothing for other sites', () => {
    prefetchPage('/productos');
    prefetchPage('http://localhost/productos');
    prefetchPage('https://portal.linx.cl/');
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'catalogue', exposes: ['ProductCataloguePage'], resourceCategory: 'sync' },
    ]);
  });

  it('prefetches, without running them, the entries of the remotes the current page does not use', () => {
    prefetchOtherRemotes('/productos');
    const hrefs = Array.from(document.head.querySelectorAll('link[rel="prefetch"]')).map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      'http://127.0.0.1:3001/remoteEntry.js',
      'http://127.0.0.1:3003/remoteEntry.js',
      'http://127.0.0.1:3004/remoteEntry.js',
      'http://127.0.0.1:3005/remoteEntry.js',
    ]);
  });
});

import { fillRoute, matchRoute, matchSitePage, routeParamNames, routePatternSource } from '.';

describe('route matching', () => {
  it('opens the page of a URL, with its parameters decoded', () => {
    expect(matchSitePage('/')?.route.key).toBe('home');
    expect(matchSitePage('/productos/')?.route.key).toBe('products');
    expect(matchSitePage('/blog/un-art%C3%ADculo')).toMatchObject({
      route: { key: 'blogArticle' },
      params: { slug: 'un-artículo' },
    });
    expect(matchSitePage('/casos-exito/tiendas-andes')).toMatchObject({
      route: { key: 'caseDetail' },
      params: { slug: 'tiendas-andes' },
    });
    expect(matchSitePage('/sobre-nosotros/firmas')?.route.key).toBe('signatures');
  });

  it('opens no page for other URLs', () => {
    for (const url of ['/no-existe', '/blog/a/b', '/productos//', '/Productos', '/home']) {
      expect(matchSitePage(url)).toBeUndefined();
    }
  });

  it('keeps a malformed escape as it came', () => {
    expect(matchRoute([{ path: '/blog/:slug' }], '/blog/%E0')?.params).toEqual({ slug: '%E0' });
  });

  it('writes a pattern as the RegExp source the page starter runs', () => {
    expect(routePatternSource('/')).toBe('^//?$');
    expect(routePatternSource('/blog/:slug')).toBe('^/blog/([^/]+)/?$');
    expect(routeParamNames('/a/:x/b/:y')).toEqual(['x', 'y']);
  });

  it('fills a pattern with encoded parameters', () => {
    expect(fillRoute('/blog/:slug', { slug: 'a b/c' })).toBe('/blog/a%20b%2Fc');
    expect(fillRoute('/casos-exito/:slug', { slug: 'minera-altiplano' })).toBe('/casos-exito/minera-altiplano');
    expect(() => fillRoute('/casos-exito/:slug', {})).toThrow(/slug/);
  });
});

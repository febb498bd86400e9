import { fillRoute, matchRoute, matchSitePage, routeParamNames, routePatternSource } from '.';

describe('route matching', () => {
  it('opens the page of a URL, with its parameters decoded', () => {
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

  it('opens any other URL, at any depth, as a page built in the CMS: the rest of the path decoded', () => {
    for (const [url, path] of [
      ['/', ''],
      ['/servicios/seo', 'servicios/seo'],
      ['/no-existe', 'no-existe'],
      ['/eventos/2027/feria-retail/', 'eventos/2027/feria-retail'],
      ['/blog/a/b', 'blog/a/b'],
      ['/campa%C3%B1as/verano', 'campañas/verano'],
    ]) {
      expect(matchSitePage(url)).toMatchObject({ route: { key: 'sectionsPage' }, params: { path } });
    }
    // Empty segments are no page's.
    expect(matchRoute([{ path: '/*path' }], '/a//b')).toBeUndefined();
    expect(matchRoute([{ path: '/*path' }], '//')).toBeUndefined();
  });

  it('keeps a malformed escape as it came', () => {
    expect(matchRoute([{ path: '/blog/:slug' }], '/blog/%E0')?.params).toEqual({ slug: '%E0' });
  });

  it('writes a pattern as the RegExp source the page starter runs', () => {
    expect(routePatternSource('/')).toBe('^//?$');
    expect(routePatternSource('/blog/:slug')).toBe('^/blog/([^/]+)/?$');
    expect(routeParamNames('/a/:x/b/:y')).toEqual(['x', 'y']);
    expect(routePatternSource('/*path')).toBe('^(?:/([^/]+(?:/[^/]+)*))?/?$');
    expect(routeParamNames('/*path')).toEqual(['path']);
  });

  it('fills a pattern with encoded parameters', () => {
    expect(fillRoute('/blog/:slug', { slug: 'a b/c' })).toBe('/blog/a%20b%2Fc');
    expect(fillRoute('/casos-exito/:slug', { slug: 'minera-altiplano' })).toBe('/casos-exito/minera-altiplano');
    expect(() => fillRoute('/casos-exito/:slug', {})).toThrow(/slug/);
    expect(fillRoute('/*path', { path: 'eventos/feria retail' })).toBe('/eventos/feria%20retail');
    expect(fillRoute('/*path', { path: '' })).toBe('/');
  });
});

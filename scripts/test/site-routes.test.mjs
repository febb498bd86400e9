// The scripts that read the route list (shared/src/routes/site-routes.cjs): the server's matcher,
// the sitemap, the page starter's data of the shell's own HTML and the renderer's targets.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { privatePaths, publicStaticPaths, readPaths } from '../audit/site-routes.mjs';
import { buildSitemap, cmsEntries } from '../generate-sitemap.mjs';
import { pagesToRender } from '../lib/render-targets.mjs';
import { shellHtml } from '../lib/shell-html.mjs';
import { sitemapResponder } from '../lib/sitemap-responder.mjs';
import { routeMatcher } from '../lib/site-documents.mjs';

describe('the route list for scripts', () => {
  test('paths by key, static public pages in route order, noindex pages apart', () => {
    assert.equal(readPaths().home, '/');
    assert.equal(readPaths().homeAlias, '/home');
    assert.equal(readPaths().blogArticle, '/blog/:slug');
    const statics = publicStaticPaths();
    assert.equal(statics.length, 18);
    assert.deepEqual(statics.slice(0, 2), ['/', '/experiencia-cliente']);
    assert.ok(!statics.some((url) => url.includes(':')));
    assert.deepEqual(privatePaths().sort(), ['/contacto/exito', '/sobre-nosotros/firmas']);
  });

  test('the server matches pages as the shell does: one segment per parameter, one trailing slash', () => {
    const routeOf = routeMatcher();
    assert.deepEqual(
      ['/', '/productos/', '/blog/x', '/casos-exito/3'].map((url) => routeOf(url)?.pattern),
      ['/', '/productos', '/blog/:slug', '/casos-exito/:id'],
    );
    assert.equal(routeOf('/blog/x').dynamic, true);
    assert.equal(routeOf('/blog/x').remote, 'content');
    assert.equal(routeOf('/blog').dynamic, false);
    for (const url of ['/no-existe', '/blog/a/b', '/home', '/Productos']) assert.equal(routeOf(url), undefined);
  });
});

describe('sitemap and renderer lists from the CMS', () => {
  let server;
  let cmsUrl;
  let pageListings = 0;
  before(async () => {
    server = http.createServer((req, res) => {
      const url = decodeURIComponent(req.url);
      if (url.startsWith('/api/pages?')) pageListings += 1;
      let data = [];
      if (url === '/api/articles?fields[0]=slug&fields[1]=updatedAt&pagination[pageSize]=1000&sort=id:asc') {
        data = [
          { id: 1, slug: 'uno', updatedAt: '2024-01-02T10:00:00Z' },
          { id: 2, slug: null },
          { id: 3, slug: 'a b' },
        ];
      }
      if (url === '/api/cases?fields[0]=updatedAt&pagination[pageSize]=1000&sort=id:asc') {
        data = [{ id: 7, updatedAt: '2024-05-01T00:00:00Z' }];
      }
      if (
        url ===
        '/api/pages?filters[path][$startsWith]=/campanas/&fields[0]=path&fields[1]=updatedAt&fields[2]=noindex&pagination[pageSize]=1000&sort=id:asc'
      ) {
        data = [
          { id: 4, path: '/campanas/verano', updatedAt: '2024-06-01T00:00:00Z', noindex: false },
          { id: 5, path: '/campanas/interna', updatedAt: '2024-06-02T00:00:00Z', noindex: true },
          { id: 6, path: '/campanas/a/b', noindex: false },
        ];
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ data }));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    cmsUrl = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server.close());

  test('one URL per article with a slug, per case and per campaign page the route opens', async () => {
    assert.deepEqual(await cmsEntries({ cmsUrl }), [
      { path: '/campanas/verano', lastmod: '2024-06-01T00:00:00Z', noindex: false },
      { path: '/campanas/interna', lastmod: '2024-06-02T00:00:00Z', noindex: true },
      { path: '/blog/uno', lastmod: '2024-01-02T10:00:00Z' },
      { path: '/blog/a%20b', lastmod: undefined },
      { path: '/casos-exito/7', lastmod: '2024-05-01T00:00:00Z' },
    ]);
  });

  test('the sitemap lists the static public pages, then the CMS entries, never a noindex page', async () => {
    const { xml, complete, count } = await buildSitemap({ siteUrl: 'https://www.linx.cl', cmsUrl });
    assert.equal(complete, true);
    assert.equal(count, 18 + 4);
    assert.match(xml, /<loc>https:\/\/www\.linx\.cl\/campanas\/verano<\/loc><lastmod>2024-06-01<\/lastmod>/);
    assert.ok(!xml.includes('/campanas/interna'), 'a noindex page is rendered, never listed');
    assert.match(
      xml,
      /<url><loc>https:\/\/www\.linx\.cl\/<\/loc><\/url>\n {2}<url><loc>https:\/\/www\.linx\.cl\/experiencia-cliente</,
    );
    assert.match(xml, /<loc>https:\/\/www\.linx\.cl\/casos-exito\/7<\/loc><lastmod>2024-05-01<\/lastmod>/);
    assert.ok(!xml.includes('/firmas') && !xml.includes('/contacto/exito'));
  });

  test('the served sitemap is kept, and built again once the renderer lists the CMS anew', async () => {
    let listedAt = '2024-06-01T00:00:00Z';
    const respond = sitemapResponder(cmsUrl, () => listedAt);
    const serve = () =>
      new Promise((resolve) => {
        const res = { setHeader: () => undefined, end: (body) => resolve(body) };
        respond({ method: 'GET' }, res);
      });
    const before = pageListings;
    assert.match(await serve(), /campanas\/verano/);
    await serve();
    assert.equal(pageListings, before + 1, 'kept between requests');
    listedAt = '2024-06-01T00:01:00Z';
    await serve();
    assert.equal(pageListings, before + 2, 'built again after a new listing');
  });

  test('a changed model renders the pages whose route reads it, and its new entries', () => {
    const rendered = ['/', '/sobre-nosotros', '/blog', '/blog/uno', '/casos-exito/7', '/contacto'].map((url) => ({
      path: url,
    }));
    const listed = ['/blog/uno', '/blog/dos', '/casos-exito/7'];
    assert.deepEqual(pagesToRender({ models: ['article'], listed, rendered }), ['/blog', '/blog/uno', '/blog/dos']);
    assert.deepEqual(pagesToRender({ models: ['team-member'], listed, rendered }), ['/sobre-nosotros']);
    assert.deepEqual(pagesToRender({ models: ['category'], listed, rendered }), ['/blog']);
    assert.deepEqual(pagesToRender({ models: ['case'], listed, rendered }), ['/casos-exito/7']);
    assert.deepEqual(pagesToRender({ models: ['page'], listed: [...listed, '/campanas/verano'], rendered }), [
      '/campanas/verano',
    ]);
    // A model no call reads: every rendered page, to be safe.
    assert.equal(pagesToRender({ models: ['something-new'], listed, rendered }).length, rendered.length);
  });
});

describe("the page starter's routes in the shell's own HTML", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-shell-html-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body></body></html>');
  after(() => fs.rmSync(dist, { recursive: true, force: true }));

  /** The route entries the page starter gets, by pattern. */
  const routesOf = (options) => {
    const html = shellHtml(dist, { remotes: {}, cmsUrl: 'http://cms.test:1337', ...options });
    // The data object, wherever the script takes it from (`<` is escaped in it: it ends at </script>).
    const json = /(\{"routes":.*?\})\)?<\/script>/.exec(html)?.[1];
    return new Map(JSON.parse(json).routes.map((route) => [route[0], route]));
  };

  test("each route's pattern, module, first CMS reads, parameters and whether it warms the CMS", () => {
    const routes = routesOf({});
    const [, remote, expose, reads, params] = routes.get('^/casos-exito/([^/]+)/?$');
    assert.deepEqual([remote, expose, reads.length, params], ['content', './CaseDetailPage', 1, ['id']]);
    assert.match(reads[0], /^\/cases\?filters\[id\]\[\$eq\]=:id&/);
    assert.deepEqual(routes.get('^/sobre-nosotros/?$')[3], [
      '/team-members?populate=*&sort[0]=order&sort[1]=id',
      '/partners?populate=*',
    ]);
    // Every page that reads the CMS warms its connection, whatever its remote; the others do not.
    assert.equal(routes.get('^//?$')[5], true);
    assert.equal(routes.get('^/sobre-nosotros/firmas/?$')[5], true);
    assert.equal(routes.get('^/servicios/seo/?$')[5], false);
    assert.equal(routes.get('^/contacto/?$')[5], false);
  });

  test('with a read token no early CMS request, the connection is still warmed', () => {
    const routes = routesOf({ cmsToken: 'secreto' });
    assert.deepEqual(routes.get('^/productos/?$')[3], []);
    assert.equal(routes.get('^/productos/?$')[5], true);
  });
});

// The scripts that read the route list (shared/src/routes/site-routes.cjs): the server's matcher,
// the sitemap and the page starter's data of the shell's own HTML (the renderer's targets:
// render-targets.test.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { linkedCmsPagePaths, privatePaths, publicStaticPaths, readPaths } from '../audit/site-routes.mjs';
import { buildSitemap, cmsEntries, SITEMAP_LIMITS } from '../generate-sitemap.mjs';
import { isSitemapPath, sitemapResponder } from '../lib/sitemap-responder.mjs';
import { shellHtml } from '../lib/shell-html.mjs';
import { pagesToRender } from '../lib/render-targets.mjs';
import { writeIndex } from '../lib/rendered-store.mjs';
import { routeMatcher } from '../lib/site-documents.mjs';

describe('the route list for scripts', () => {
  test('paths by key, static public pages in route order, noindex pages apart', () => {
    assert.equal(readPaths().home, '/');
    assert.equal(readPaths().homeAlias, '/home');
    assert.equal(readPaths().blogArticle, '/blog/:slug');
    // The pages built in the CMS the code links to are no routes: the CMS lists them (below); the audits visit them.
    assert.equal(readPaths().seo, '/servicios/seo');
    assert.deepEqual(linkedCmsPagePaths().slice(0, 2), ['/', '/experiencia-cliente']);
    assert.equal(linkedCmsPagePaths().length, 13);
    const statics = publicStaticPaths();
    assert.equal(statics.length, 6);
    assert.deepEqual(statics.slice(0, 2), ['/servicios', '/productos']);
    assert.ok(!statics.some((url) => url.includes(':')));
    assert.deepEqual(privatePaths().sort(), ['/contacto/exito', '/interno/analitica', '/sobre-nosotros/firmas']);
  });

  test('the server matches pages as the shell does: one segment per parameter, one trailing slash', () => {
    const routeOf = routeMatcher();
    assert.deepEqual(
      ['/productos/', '/blog/x', '/casos-exito/tiendas-andes'].map((url) => routeOf(url)?.pattern),
      ['/productos', '/blog/:slug', '/casos-exito/:slug'],
    );
    assert.equal(routeOf('/blog/x').dynamic, true);
    assert.equal(routeOf('/blog/x').remote, 'content');
    assert.equal(routeOf('/blog').dynamic, false);
    // Any other path is the last route's: a page built in the CMS, if one is published there (marketing), the
    // home and the service pages too.
    for (const url of ['/', '/servicios/seo', '/no-existe', '/campanas/verano', '/blog/a/b', '/Productos']) {
      assert.deepEqual(
        [routeOf(url)?.pattern, routeOf(url)?.remote, routeOf(url)?.dynamic],
        ['/*path', 'marketing', true],
      );
    }
  });
});

describe('sitemap and renderer lists from the CMS', () => {
  let server;
  let cmsUrl;
  const fewArticles = [
    { id: 1, slug: 'uno', updatedAt: '2024-01-02T10:00:00Z' },
    { id: 2, slug: null },
    { id: 3, slug: 'a b' },
  ];
  let articles = fewArticles;
  let pageListings = 0;
  before(async () => {
    // A CMS that pages as Strapi does: `pagination[page]` and `pagination[pageSize]` (at most 1,000).
    server = http.createServer((req, res) => {
      const url = new URL(req.url, 'http://cms.test');
      const query = decodeURIComponent(url.search);
      const collections = {
        '/api/articles': articles,
        '/api/cases': [{ id: 7, slug: 'mall-plaza', updatedAt: '2024-05-01T00:00:00Z' }],
        '/api/pages': [
          { id: 1, path: '/', updatedAt: '2024-06-03T00:00:00Z', noindex: false },
          { id: 4, path: '/campanas/verano', updatedAt: '2024-06-01T00:00:00Z', noindex: false },
          { id: 5, path: '/campanas/interna', updatedAt: '2024-06-02T00:00:00Z', noindex: true },
          { id: 6, path: '/campanas/a/b', noindex: false },
          { id: 8, path: '/ofertas', noindex: false },
          { id: 9, path: '/servicios/seo', noindex: false },
          // A path a page made in code opens first (the CMS refuses it; an old entry could hold it).
          { id: 10, path: '/contacto', noindex: false },
        ],
      };
      if (url.pathname === '/api/pages') pageListings += 1;
      const all = collections[url.pathname] ?? [];
      const known =
        query.startsWith('?fields[0]=slug&fields[1]=updatedAt&pagination[page]=') ||
        query === '?fields[0]=id&pagination[pageSize]=1' ||
        query.startsWith(
          '?filters[path][$startsWith]=/&fields[0]=path&fields[1]=updatedAt&fields[2]=noindex&pagination[page]=',
        );
      const page = Number(url.searchParams.get('pagination[page]') ?? 1);
      const pageSize = Math.min(1000, Number(url.searchParams.get('pagination[pageSize]') ?? 25));
      const data = known ? all.slice((page - 1) * pageSize, page * pageSize) : [];
      const pagination = { page, pageSize, pageCount: Math.ceil(all.length / pageSize), total: all.length };
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ data, meta: { pagination } }));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    cmsUrl = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server.close());

  test('every article past the CMS page of 1,000, and the blog pages after the first (no silent cap)', async () => {
    articles = Array.from({ length: 2005 }, (_, index) => ({ id: index + 1, slug: `articulo-${index + 1}` }));
    try {
      const paths = (await cmsEntries({ cmsUrl })).map((entry) => entry.path);
      assert.equal(paths.filter((url) => /^\/blog\/articulo-/.test(url)).length, 2005);
      assert.ok(paths.includes('/blog/articulo-2005'));
      const blogPages = paths.filter((url) => url.startsWith('/blog/pagina/'));
      assert.equal(blogPages.length, Math.ceil(2005 / 12) - 1);
      assert.deepEqual([blogPages[0], blogPages.at(-1)], ['/blog/pagina/2', '/blog/pagina/168']);
    } finally {
      articles = fewArticles;
    }
  });

  test('past the protocol limits the sitemap is an index of parts, each within them, listing every URL', async () => {
    assert.deepEqual(SITEMAP_LIMITS, { urls: 50_000, bytes: 50 * 1024 * 1024 });
    const one = await buildSitemap({ siteUrl: 'https://www.linx.cl', cmsUrl });
    assert.deepEqual(one.parts, []);
    const limits = { urls: 10, bytes: SITEMAP_LIMITS.bytes };
    const { xml, parts, count } = await buildSitemap({ siteUrl: 'https://www.linx.cl', cmsUrl, limits });
    assert.equal(count, 14);
    assert.equal(parts.length, 2);
    assert.match(xml, /^<\?xml[^>]*>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    assert.deepEqual(
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]),
      [1, 2].map((n) => `https://www.linx.cl/sitemap-${n}.xml`),
    );
    const locs = parts.flatMap((part) => [...part.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    assert.equal(locs.length, 14);
    assert.ok(parts.every((part) => (part.match(/<url>/g) ?? []).length <= 10));
    assert.ok(locs.includes('https://www.linx.cl/casos-exito/mall-plaza'));
    // By size too: a byte limit that holds about five URLs a file.
    const bySize = await buildSitemap({ siteUrl: 'https://www.linx.cl', cmsUrl, limits: { urls: 100, bytes: 400 } });
    assert.ok(bySize.parts.length >= 3);
    assert.ok(bySize.parts.every((part) => Buffer.byteLength(part) <= 400));
  });

  test("the shell's server answers the index and each part, and 404s a part that does not exist", async () => {
    assert.ok(isSitemapPath('/sitemap.xml') && isSitemapPath('/sitemap-2.xml'));
    assert.ok(!isSitemapPath('/sitemap-0.xml') && !isSitemapPath('/sitemap-x.xml') && !isSitemapPath('/sitemap.xml/'));
    const respond = sitemapResponder(cmsUrl, { limits: { urls: 10, bytes: SITEMAP_LIMITS.bytes } });
    const answer = async (pathname) => {
      const res = {
        headers: {},
        body: undefined,
        setHeader: (k, v) => (res.headers[k] = v),
        end: (b) => (res.body = b),
      };
      await respond({ method: 'GET' }, res, pathname);
      return res;
    };
    assert.match((await answer('/sitemap.xml')).body, /<sitemapindex/);
    const part = await answer('/sitemap-2.xml');
    assert.match(part.body, /<urlset/);
    assert.equal(part.headers['Content-Type'], 'application/xml; charset=utf-8');
    await assert.rejects(answer('/sitemap-3.xml'), /no existe/);
  });

  test('one URL per article with a slug, per case and per page built in the CMS the route opens', async () => {
    assert.deepEqual(await cmsEntries({ cmsUrl }), [
      { path: '/blog/uno', lastmod: '2024-01-02T10:00:00Z' },
      { path: '/blog/a%20b', lastmod: undefined },
      { path: '/casos-exito/mall-plaza', lastmod: '2024-05-01T00:00:00Z' },
      { path: '/', lastmod: '2024-06-03T00:00:00Z', noindex: false },
      { path: '/campanas/verano', lastmod: '2024-06-01T00:00:00Z', noindex: false },
      { path: '/campanas/interna', lastmod: '2024-06-02T00:00:00Z', noindex: true },
      { path: '/campanas/a/b', lastmod: undefined, noindex: false },
      { path: '/ofertas', lastmod: undefined, noindex: false },
      { path: '/servicios/seo', lastmod: undefined, noindex: false },
    ]);
  });

  test('the sitemap lists the static public pages, then the CMS entries, never a noindex page', async () => {
    const { xml, complete, count } = await buildSitemap({ siteUrl: 'https://www.linx.cl', cmsUrl });
    assert.equal(complete, true);
    assert.equal(count, 6 + 8);
    assert.match(xml, /<loc>https:\/\/www\.linx\.cl\/campanas\/verano<\/loc><lastmod>2024-06-01<\/lastmod>/);
    assert.ok(!xml.includes('/campanas/interna'), 'a noindex page is rendered, never listed');
    assert.match(
      xml,
      /<url><loc>https:\/\/www\.linx\.cl\/servicios<\/loc><\/url>\n {2}<url><loc>https:\/\/www\.linx\.cl\/productos</,
    );
    // The home and the service pages are pages built in the CMS: listed as its entries, with their date.
    assert.match(xml, /<loc>https:\/\/www\.linx\.cl\/<\/loc><lastmod>2024-06-03<\/lastmod>/);
    assert.match(xml, /<loc>https:\/\/www\.linx\.cl\/servicios\/seo<\/loc><\/url>/);
    assert.match(xml, /<loc>https:\/\/www\.linx\.cl\/casos-exito\/mall-plaza<\/loc><lastmod>2024-05-01<\/lastmod>/);
    assert.ok(!xml.includes('/firmas') && !xml.includes('/contacto/exito'));
  });

  test('without the CMS, the static pages and the pages built in the CMS the code links to, the home first', async () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const { xml, complete, count } = await buildSitemap({
        siteUrl: 'https://www.linx.cl',
        cmsUrl: 'http://127.0.0.1:9',
        timeoutMs: 500,
      });
      assert.equal(complete, false);
      assert.equal(count, 6 + 13);
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
        match[1].replace('https://www.linx.cl', ''),
      );
      assert.deepEqual(locs.slice(6, 8), ['/', '/experiencia-cliente']);
      assert.ok(locs.includes('/servicios/seo') && !locs.some((url) => /^\/(blog|casos-exito)\/./.test(url)));
    } finally {
      console.warn = warn;
    }
  });

  test('the served sitemap is kept, and built again once the renderer lists the CMS anew', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-sitemap-'));
    try {
      writeIndex(dir, { complete: true, dynamicPaths: [], listedAt: '2024-06-01T00:00:00Z' });
      const respond = sitemapResponder(cmsUrl, { dir });
      const serve = () =>
        new Promise((resolve) => {
          const res = { setHeader: () => undefined, end: (body) => resolve(body) };
          respond({ method: 'GET' }, res);
        });
      const before = pageListings;
      assert.match(await serve(), /campanas\/verano/);
      await serve();
      assert.equal(pageListings, before + 1, 'kept between requests');
      writeIndex(dir, { complete: true, dynamicPaths: [], listedAt: '2024-06-01T00:01:00Z' });
      await serve();
      assert.equal(pageListings, before + 2, 'built again after a new listing');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a page built in the CMS, listed and never rendered, is rendered when pages change', () => {
    const rendered = ['/contacto', '/blog', '/blog/uno'].map((url) => ({ path: url }));
    const listed = ['/blog/uno', '/campanas/verano'];
    assert.deepEqual(pagesToRender({ changes: ['page'], listed, rendered }), ['/campanas/verano']);
  });

  test('an edit of one page built in the CMS renders that page only, never the other pages built in the CMS', () => {
    const rendered = [
      { path: '/servicios/seo', entries: { page: ['seo', 'inicio', 'nosotros'] } },
      { path: '/campanas/verano', entries: { page: ['verano', 'inicio', 'nosotros'] } },
      { path: '/' },
      // Below About: it read the pages' labels, which showed the labelled pages (the home and About).
      { path: '/sobre-nosotros/firmas', entries: { 'team-member': ['tm1'], page: ['inicio', 'nosotros'] } },
    ];
    const listed = ['/campanas/verano'];
    for (const action of ['update', 'publish', 'unpublish']) {
      assert.deepEqual(pagesToRender({ changes: [`page:seo:${action}`], listed, rendered }), ['/servicios/seo']);
    }
    // An edit of a labelled page renders the pages whose breadcrumbs may name it.
    assert.deepEqual(pagesToRender({ changes: ['page:nosotros:update'], listed, rendered }), [
      '/servicios/seo',
      '/campanas/verano',
      '/sobre-nosotros/firmas',
    ]);
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
    assert.deepEqual([remote, expose, reads.length, params], ['content', './CaseDetailPage', 1, ['slug']]);
    assert.match(reads[0], /^\/cases\?filters\[slug\]\[\$eq\]=:slug&/);
    // A page built in the CMS (the home, /servicios/seo, a campaign) reads its page at the URL's path, its
    // sections' collections coming with it (team, partners), and the labels its breadcrumbs name.
    const [, , pageExpose, pageReads, pageParams, pageWarms] = routes.get('^(?:/([^/]+(?:/[^/]+)*))?/?$');
    assert.deepEqual([pageExpose, pageParams, pageWarms], ['./SectionsPage', ['path'], true]);
    assert.equal(pageReads[0], '/pages?filters[path][$eq]=/:path');
    assert.match(pageReads[1], /^\/pages\?filters\[label\]\[\$notNull\]=true&fields\[0\]=path&fields\[1\]=label&/);
    // Every page that reads the CMS warms its connection, whatever its remote; the others do not.
    assert.equal(routes.get('^/sobre-nosotros/firmas/?$')[5], true);
    assert.equal(routes.get('^/servicios/?$')[5], false);
    assert.equal(routes.get('^/contacto/?$')[5], false);
  });

  test('with a read token no early CMS request, the connection is still warmed', () => {
    const routes = routesOf({ cmsToken: 'secreto' });
    assert.deepEqual(routes.get('^/productos/?$')[3], []);
    assert.equal(routes.get('^/productos/?$')[5], true);
  });
});

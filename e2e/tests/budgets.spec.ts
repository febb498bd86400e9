import { gzipSync } from 'node:zlib';
import { expect, test, type Browser } from '../support/test';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';
import { paths } from '../../shared/src/config/paths';
import { siteConfig } from '../../shared/src/config/site-config';
import { isDynamicRoute } from '../../shared/src/routes/match-route.cjs';
import { originOf } from '../support/ports';
import { routeUrls, type PageKey } from '../support/routes';
import { BEACON_CHUNK, PAGE_TYPE_BUDGETS } from '../../scripts/audit/first-visit-budget.cjs';

/**
 * The deterministic part of the performance and SEO budgets (issue 10; Lighthouse itself runs in
 * `npm run audit`): JS a first visit of each page type downloads, one copy of each shared package,
 * sitemap and robots.txt. The same measure as scripts/audit/measure-bundles.mjs.
 */
/**
 * One page of each public page type (issue 45): its first visit must stay within its type's budget
 * (first-visit-budget.cjs), beacons included, and load one copy of each shared package. The article,
 * case and campaign page are the seeded CMS's first (routes.ts).
 */
const PAGE_TYPES: ReadonlyArray<{ type: string; key: PageKey }> = [
  { type: 'inicio', key: 'home' },
  { type: 'página de servicio', key: 'seo' },
  { type: 'página de campaña (CMS)', key: 'sectionsPage' },
  { type: 'blog', key: 'blog' },
  { type: 'artículo', key: 'blogArticle' },
  { type: 'caso de éxito', key: 'caseDetail' },
  { type: 'catálogo', key: 'products' },
  { type: 'materiales', key: 'materials' },
  { type: 'contacto', key: 'contact' },
];

/** JS a first visit runs: gzip size of every script response (prefetches for later pages excluded). */
const firstVisit = async (browser: Browser, url: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  // The beacons' chunk comes after network idle: the visit counts it too.
  const beacons = page.waitForResponse((response) => BEACON_CHUNK.test(response.url()), { timeout: 20_000 });
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || request.headers()['sec-purpose']?.includes('prefetch')) return;
    sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The page's own content (a page whose remote is missing shows a stand-in that runs less JS).
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Esta sección no está disponible en este momento')).toHaveCount(0);
  await beacons;
  const jsGzip = (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
  // Shared packages with more than one loaded copy in the federation share scope.
  const duplicated = await page.evaluate(() => {
    type Versions = Record<string, { loaded?: boolean }>;
    const share = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } }
    ).__FEDERATION__.__SHARE__;
    const copies: Record<string, number> = {};
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          copies[name] = (copies[name] ?? 0) + Object.values(versions).filter((entry) => entry.loaded).length;
    return Object.keys(copies).filter((name) => copies[name] > 1);
  });
  await context.close();
  return { jsGzip, duplicated };
};

test.describe('performance budgets', () => {
  let urls: Record<PageKey, string>;
  test.beforeAll(async () => {
    urls = await routeUrls();
  });

  for (const { type, key } of PAGE_TYPES) {
    const budget = PAGE_TYPE_BUDGETS[key];
    test(`a first visit of a ${type} page downloads at most ${budget / 1024} KB of JS (gzip, beacons included), one copy of each shared package`, async ({
      browser,
    }) => {
      const { jsGzip, duplicated } = await firstVisit(browser, urls[key]);
      console.info(
        `JS de una primera visita de ${urls[key]}, balizas incluidas: ${(jsGzip / 1024).toFixed(1)} KB (gzip)`,
      );
      expect(jsGzip, `${urls[key]}: ${(jsGzip / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budget);
      expect(duplicated).toEqual([]);
    });
  }
});

test.describe('first visit of a page rendered ahead of time', () => {
  // The CMS answers travel inside the HTML: the page asks the CMS nothing, and its remote's manifest,
  // entry and page chunks are named by preload links of the HTML, each fetched once.
  for (const url of [paths.products, '/casos-exito/tiendas-andes', paths.blog]) {
    test(`${url} asks the CMS nothing and fetches its remote's manifest once`, async ({ page }) => {
      const cmsReads: string[] = [];
      const manifests: string[] = [];
      page.on('request', (request) => {
        const { origin, pathname } = new URL(request.url());
        if (origin === originOf('cms') && pathname.startsWith('/api/')) cmsReads.push(pathname);
        if (pathname.endsWith('/mf-manifest.json')) manifests.push(request.url());
      });
      const response = await page.goto(url);
      expect(await response?.text()).toContain(`id="${renderProtocol.elements.state}"`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(cmsReads).toEqual([]);
      const first = manifests[0];
      expect(manifests.filter((manifest) => manifest === first)).toHaveLength(1);
    });
  }
});

test.describe('findable', () => {
  test('robots.txt keeps the signature builder out and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toContain(`Disallow: ${paths.signatures}`);
    expect(body).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
  });

  test('sitemap.xml lists every public route and every article and case of the CMS', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

    // The signature builder, the thank-you page and the staff dashboard are noindex: not in the sitemap.
    const noindex = ['homeAlias', 'signatures', 'contactSuccess', 'analytics'];
    const publicPaths = Object.entries(paths)
      .filter(([key, url]) => !noindex.includes(key) && !isDynamicRoute(url))
      .map(([, url]) => `${siteConfig.siteUrl}${url}`);
    expect(locs).toEqual(expect.arrayContaining(publicPaths));
    expect(locs).not.toContain(`${siteConfig.siteUrl}${paths.signatures}`);
    expect(locs).not.toContain(`${siteConfig.siteUrl}${paths.contactSuccess}`);
    expect(locs).not.toContain(`${siteConfig.siteUrl}${paths.analytics}`);

    const cms = async (query: string) =>
      ((await (await fetch(`${originOf('cms')}/api/${query}`)).json()) as { data: Array<Record<string, unknown>> })
        .data;
    const articles = await cms('articles?fields[0]=slug&pagination[pageSize]=100');
    const cases = await cms('cases?fields[0]=slug&pagination[pageSize]=100');
    expect(articles.length).toBeGreaterThan(0);
    expect(cases.length).toBeGreaterThan(0);
    expect(locs).toEqual(
      expect.arrayContaining([
        ...articles.map((article) => `${siteConfig.siteUrl}/blog/${String(article.slug)}`),
        ...cases.map((item) => `${siteConfig.siteUrl}/casos-exito/${String(item.slug)}`),
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
  });
});

import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { AnalyticsEvent } from '@linx/shared/analytics';
import { dayOf } from '../src/days';
import { collectorsPerTest } from './helpers/env';
import { pageView, rowCount, sendBeacon, vital } from './helpers/beacons';
import { assertBounded, bloatedDay } from './helpers/bloated-day';

/** Stands in for the site at the network edge: its /sitemap.xml is an index of one part. */
async function fakeSite() {
  const server = http.createServer((request, response) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    response.setHeader('Content-Type', 'application/xml');
    if (request.url === '/sitemap.xml')
      return response.end(
        `<?xml version="1.0"?><sitemapindex><sitemap><loc>${base}/sitemap-1.xml</loc></sitemap></sitemapindex>`,
      );
    if (request.url === '/sitemap-1.xml')
      return response.end(
        `<?xml version="1.0"?><urlset><url><loc>${base}/</loc></url><url><loc>${base}/blog/un-articulo-real</loc></url>` +
          `<url><loc>https://www.linx.cl/eventos/feria-retail/</loc></url><url><loc>${base}/blog?a=1&amp;b=2</loc></url></urlset>`,
      );
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sitemap.xml`;
  return { url, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const beaconOf = (count: number, path = '/productos'): { events: AnalyticsEvent[] } => ({
  events: Array.from({ length: count }, () => pageView(path)),
});

describe('the daily cap sheds the heaviest senders first', () => {
  const start = collectorsPerTest();

  it("a flood from ten addresses cannot stop a new visitor's beacon", async () => {
    const app = await start({ ANALYTICS_EVENTS_PER_DAY_MAX: '20000', ANALYTICS_RATE_LIMIT_MAX: '0' });
    const flooders = Array.from({ length: 10 }, (_, n) => `203.0.113.${n + 1}`);
    const refused = new Set<string>();
    for (let round = 0; refused.size < flooders.length; round += 1) {
      assert.ok(round < 200, 'the flooders are refused before the cap');
      for (const from of flooders) {
        const { statusCode } = await sendBeacon(app, beaconOf(20), { from });
        if (statusCode === 429) refused.add(from);
        else assert.equal(statusCode, 204);
      }
    }
    const flooded = await rowCount(app);
    assert.ok(flooded <= 10_500, `ten addresses stopped near half the cap (${flooded} events)`);
    // Each visitor sends what a visit sends: page views and vitals; all are accepted.
    for (let n = 0; n < 50; n += 1) {
      const visit = { events: [pageView('/', true), pageView('/contacto'), vital('LCP', 1800, 'good')] };
      assert.equal((await sendBeacon(app, visit, { from: `198.51.100.${n + 1}` })).statusCode, 204);
    }
    // The flooders stay refused.
    assert.equal((await sendBeacon(app, beaconOf(20), { from: flooders[0] })).statusCode, 429);
    assert.equal((await rowCount(app)) - flooded, 150);
  });

  it('still refuses everyone at the cap itself', async () => {
    const app = await start({ ANALYTICS_EVENTS_PER_DAY_MAX: '45', ANALYTICS_RATE_LIMIT_MAX: '0' });
    for (const from of ['198.51.100.1', '198.51.100.2'])
      assert.equal((await sendBeacon(app, beaconOf(20), { from })).statusCode, 204);
    assert.equal((await sendBeacon(app, beaconOf(6), { from: '198.51.100.3' })).statusCode, 503);
    assert.equal((await sendBeacon(app, beaconOf(5), { from: '198.51.100.3' })).statusCode, 204);
  });
});

describe('only the routes of the site are recorded', () => {
  const start = collectorsPerTest();
  let site: Awaited<ReturnType<typeof fakeSite>>;
  before(async () => (site = await fakeSite()));
  after(() => site.stop());

  const stored = async (app: Awaited<ReturnType<typeof start>>) =>
    app.events.all<{ type: string; path: string; route: string | null; landing_page: string | null }>(
      'SELECT type, path, route, landing_page FROM events ORDER BY id',
    );

  it('stores a random path as its route pattern or "otra", and a path the sitemap lists as it is', async () => {
    const app = await start({ ANALYTICS_SITEMAP_URL: site.url });
    assert.equal(app.sitePaths.size, 4, 'the index and its part were read');
    const random = { landing_page: '/blog/borrador-nunca-publicado', utm_source: 'x' };
    const events: AnalyticsEvent[] = [
      { ...pageView('/blog/un-articulo-real', true), route: '/inventada' } as AnalyticsEvent,
      pageView('/blog/borrador-nunca-publicado', true, random),
      pageView('/eventos/feria-retail/'),
      pageView('/x9f3/a7b2/c1d4'),
      pageView('/servicios/seo/'),
      pageView('//no-es-una-ruta'),
      { type: 'conversion', kind: 'whatsapp', path: '/casos-exito/inventado', attribution: random },
      { ...vital('LCP', 2100, 'good'), path: '/blog/otro-inventado', route: '/' } as AnalyticsEvent,
    ];
    assert.equal((await sendBeacon(app, { events })).statusCode, 204);
    assert.deepEqual(await stored(app), [
      { type: 'pageview', path: '/blog/un-articulo-real', route: '/blog/:slug', landing_page: '/servicios/seo' },
      { type: 'pageview', path: '/blog/:slug', route: '/blog/:slug', landing_page: '/blog/:slug' },
      { type: 'pageview', path: '/eventos/feria-retail', route: '/*path', landing_page: '/servicios/seo' },
      { type: 'pageview', path: '/*path', route: '/*path', landing_page: '/servicios/seo' },
      { type: 'pageview', path: '/servicios/seo', route: '/servicios/seo', landing_page: '/servicios/seo' },
      { type: 'pageview', path: 'otra', route: 'otra', landing_page: '/servicios/seo' },
      { type: 'conversion', path: '/casos-exito/:slug', route: null, landing_page: '/blog/:slug' },
      { type: 'vital', path: '/blog/:slug', route: '/blog/:slug', landing_page: null },
    ]);
  });

  it('stores every page of a route with parameters as its pattern while the sitemap cannot be read', async () => {
    const app = await start({ ANALYTICS_SITEMAP_URL: 'http://127.0.0.1:9/sitemap.xml' });
    assert.equal(app.sitePaths.size, 0);
    assert.equal((await sendBeacon(app, { events: [pageView('/blog/un-articulo-real', true)] })).statusCode, 204);
    assert.deepEqual(
      (await stored(app)).map((row) => row.path),
      ['/blog/:slug'],
    );
  });
});

describe('the rows a day keeps are bounded', () => {
  const start = collectorsPerTest();

  it('keeps the most viewed paths, sources and elements of a day and counts the rest together', async () => {
    const app = await start();
    const day = '2026-01-10';
    await app.events.insert(bloatedDay(day));
    assert.deepEqual((await app.events.maintain(dayOf(Date.now()), 3650)).rolled, [day]);
    await assertBounded(app.events, day);
  });
});

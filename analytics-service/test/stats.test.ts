import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { dayOf, daysBefore } from '../src/days';
import { collectorsPerTest } from './helpers/env';
import { CAMPAIGN, pageView, sendBeacon, vital } from './helpers/beacons';

const STAFF = 'staff-token-for-tests-0123456789';

const stats = (app: FastifyInstance, days = 7, headers: Record<string, string> = {}, from = '127.0.0.1') =>
  app.inject({ method: 'GET', url: `/stats?days=${days}`, remoteAddress: from, headers });

const lead = (app: FastifyInstance, headers: Record<string, string> = {}, from = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/conversions',
    remoteAddress: from,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { type: 'conversion', kind: 'lead', path: '/contacto', attribution: CAMPAIGN },
  });

describe('the dashboard figures', () => {
  const start = collectorsPerTest();

  it('counts visits, sources, entry pages, the funnel and a lead attributed to its landing page', async () => {
    const app = await start();
    const direct = { landing_page: '/' };
    await sendBeacon(
      app,
      { events: [pageView('/servicios/seo', true), pageView('/productos')] },
      { from: '198.51.100.1' },
    );
    await sendBeacon(app, { events: [pageView('/contacto')] }, { from: '198.51.100.1' });
    await sendBeacon(app, { events: [pageView('/', true, direct)] }, { from: '198.51.100.2' });
    await sendBeacon(
      app,
      { events: [{ type: 'conversion', kind: 'whatsapp', path: '/', attribution: direct }] },
      { from: '198.51.100.2' },
    );
    assert.equal((await lead(app)).statusCode, 204);

    const response = await stats(app);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(body.daily, [{ day: dayOf(Date.now()), visitors: 2, pageviews: 4, conversions: 2, leads: 1 }]);
    assert.deepEqual(body.funnel, { visitors: 2, contact_visitors: 1, leads: 1 });
    assert.deepEqual(body.sources, [
      { source: '(directo)', visits: 1, conversions: 1, leads: 0, rate: 1 },
      { source: 'newsletter', visits: 1, conversions: 1, leads: 1, rate: 1 },
    ]);
    assert.deepEqual(
      body.entries.map((row: { landing_page: string; leads: number }) => [row.landing_page, row.leads]),
      [
        ['/', 0],
        ['/servicios/seo', 1],
      ],
    );
    assert.deepEqual(body.conversions, [
      { kind: 'lead', count: 1 },
      { kind: 'whatsapp', count: 1 },
    ]);
    assert.equal(body.pages.length, 4);
  });

  it('gives p75 and the rating shares per route and device, and the worst elements', async () => {
    const app = await start();
    const lcp = [1000, 1200, 1400, 2600, 4200, 1100, 1300, 900];
    const ratings = (ms: number) => (ms <= 2500 ? 'good' : ms <= 4000 ? 'needs-improvement' : 'poor');
    await sendBeacon(app, { events: lcp.map((ms) => vital('LCP', ms, ratings(ms))) });
    await sendBeacon(app, { events: [vital('CLS', 0.31, 'poor'), vital('INP', 180, 'good')] });
    const body = (await stats(app)).json();
    const row = body.vitals.find((v: { metric: string; device: string }) => v.metric === 'LCP' && v.device === 'all');
    // Sorted: 900 1000 1100 1200 1300 1400 2600 4200 → the 6th of 8 is 1400 ms (bucket 1400–1450).
    assert.deepEqual(row, {
      route: '/',
      device: 'all',
      metric: 'LCP',
      count: 8,
      p75: 1450,
      good: 0.75,
      needs_improvement: 0.125,
      poor: 0.125,
    });
    assert.ok(body.vitals.some((v: { metric: string; device: string }) => v.metric === 'LCP' && v.device === 'mobile'));
    const cls = body.vitals.find((v: { metric: string; device: string }) => v.metric === 'CLS' && v.device === 'all');
    assert.equal(cls.p75, 0.315);
    assert.deepEqual(
      body.targets.map((t: { metric: string; count: number; worst: number }) => [t.metric, t.count, t.worst]),
      [
        ['LCP', 2, 4200],
        ['CLS', 1, 0.31],
      ],
    );
  });

  it('keeps daily aggregates after the raw events pass their retention', async () => {
    const app = await start({ ANALYTICS_RAW_RETENTION_DAYS: '30' });
    const today = dayOf(Date.now());
    const old = daysBefore(today, 40);
    const row = {
      at: 0,
      type: 'pageview' as const,
      path: '/blog',
      route: '/blog',
      device: 'desktop',
      entry: true,
      landing_page: '/blog',
      source: 'linkedin.com',
    };
    await app.events.insert([
      { ...row, day: old, visitor: 'a' },
      { ...row, day: old, visitor: 'b' },
      { ...row, day: daysBefore(today, 2), visitor: 'a' },
    ]);
    const { rolled, deleted } = await app.events.maintain(today, 30);
    assert.deepEqual(rolled.sort(), [old, daysBefore(today, 2)]);
    assert.equal(deleted, 2, 'the raw events of 40 days ago are gone');
    const ninety = (await stats(app, 90)).json();
    assert.deepEqual(
      ninety.daily.map((d: { day: string; visitors: number }) => [d.day, d.visitors]),
      [
        [old, 2],
        [daysBefore(today, 2), 1],
        [today, 0],
      ],
    );
    assert.deepEqual(ninety.sources, [{ source: 'linkedin.com', visits: 3, conversions: 0, leads: 0, rate: 0 }]);
    assert.equal((await stats(app, 7)).json().daily.length, 2);
    // A second pass aggregates nothing twice.
    assert.deepEqual((await app.events.maintain(today, 30)).rolled, []);
  });

  it('serves the figures only to staff: a token when one is set, else loopback only', async () => {
    const open = await start();
    assert.equal((await stats(open, 7, {}, '198.51.100.5')).statusCode, 401);
    assert.equal((await stats(open, 14)).statusCode, 400);
    const app = await start({ ANALYTICS_STAFF_TOKEN: STAFF });
    assert.equal((await stats(app)).statusCode, 401, 'loopback alone is not enough once a token is set');
    assert.equal((await stats(app, 7, { authorization: 'Bearer wrong-token-wrong-token' })).statusCode, 401);
    assert.equal((await stats(app, 30, { authorization: `Bearer ${STAFF}` }, '198.51.100.5')).statusCode, 200);
  });

  it('takes server-side conversions only from the lead service, never from a browser', async () => {
    const app = await start({ ANALYTICS_INGEST_TOKEN: 'ingest-token-0123456789' });
    assert.equal((await lead(app)).statusCode, 401);
    assert.equal(
      (await lead(app, { authorization: 'Bearer ingest-token-0123456789', origin: 'http://localhost:3000' }))
        .statusCode,
      403,
    );
    assert.equal(
      (await lead(app, { authorization: 'Bearer ingest-token-0123456789' }, '198.51.100.9')).statusCode,
      204,
    );
    const open = await start();
    assert.equal((await lead(open, {}, '198.51.100.9')).statusCode, 401);
    assert.equal((await lead(open)).statusCode, 204);
  });
});

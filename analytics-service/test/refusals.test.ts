import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';
import { collectorsPerTest } from './helpers/env';
import { pageView, rowCount, sendBeacon } from './helpers/beacons';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

describe('the collector refuses what the site does not send', () => {
  const start = collectorsPerTest();

  it('stores a valid beacon and answers 204', async () => {
    const app = await start();
    const response = await sendBeacon(app, { events: [pageView('/', true), pageView('/productos')] });
    assert.equal(response.statusCode, 204);
    assert.equal(await rowCount(app), 2);
    // A no-cors beacon's answer, admitted for a page of any site (127.0.0.1 against localhost is
    // another site); the collector's other answers stay for its own site.
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
    const health = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(health.headers['cross-origin-resource-policy'], 'same-site');
  });

  it('refuses malformed, oversized, foreign-origin and wrongly typed beacons without storing anything', async () => {
    const app = await start();
    const cases: [string, Awaited<ReturnType<typeof sendBeacon>>, number][] = [
      ['not JSON', await sendBeacon(app, '{"events": ['), 400],
      ['no events', await sendBeacon(app, { events: [] }), 400],
      ['unknown type', await sendBeacon(app, { events: [{ ...pageView('/'), type: 'click' }] }), 400],
      ['path not a path', await sendBeacon(app, { events: [{ ...pageView('/'), path: 'http://x/' }] }), 400],
      [
        'unknown attribution field',
        await sendBeacon(app, { events: [pageView('/', true, { landing_page: '/', email: 'a@b.cl' } as never)] }),
        400,
      ],
      [
        'a lead from a browser',
        await sendBeacon(app, { events: [{ ...pageView('/'), type: 'conversion', kind: 'lead' }] }),
        400,
      ],
      ['unknown top-level field', await sendBeacon(app, { events: [pageView('/')], visitor: 'me' }), 400],
      ['too many events', await sendBeacon(app, { events: Array.from({ length: 21 }, () => pageView('/')) }), 400],
      ['oversized', await sendBeacon(app, { events: [pageView('/')], pad: 'x'.repeat(9000) }), 413],
      ['foreign origin', await sendBeacon(app, { events: [pageView('/')] }, { origin: 'https://evil.example' }), 403],
      ['no origin', await sendBeacon(app, { events: [pageView('/')] }, { origin: null }), 403],
      ['form body', await sendBeacon(app, 'a=1', { contentType: 'application/x-www-form-urlencoded' }), 415],
    ];
    for (const [what, response, status] of cases) assert.equal(response.statusCode, status, what);
    assert.equal(await rowCount(app), 0);
  });

  it('drops beacons of visitors who send DNT: 1 or Sec-GPC: 1 unread', async () => {
    const app = await start();
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const response = await sendBeacon(app, { events: [pageView('/', true)] }, { headers });
      assert.equal(response.statusCode, 204);
    }
    // Even a malformed body is not read: nothing of an opted-out request is looked at.
    assert.equal((await sendBeacon(app, 'garbage', { headers: { 'sec-gpc': '1' } })).statusCode, 204);
    assert.equal(await rowCount(app), 0);
  });

  it('rate limits a flooding client (IPv6 /64 as one) while others are still counted', async () => {
    const app = await start({ ANALYTICS_RATE_LIMIT_MAX: '30' });
    const statuses: number[] = [];
    for (let n = 0; n < 40; n += 1) {
      const response = await sendBeacon(app, { events: [pageView('/')] }, { from: `2001:db8:1:2::${n + 1}` });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [...Array<number>(30).fill(204), ...Array<number>(10).fill(429)]);
    assert.equal((await sendBeacon(app, { events: [pageView('/')] }, { from: '198.51.100.99' })).statusCode, 204);
    assert.equal(await rowCount(app), 31);
  });

  it('refuses beacons beyond the daily cap of all clients', async () => {
    const app = await start({ ANALYTICS_EVENTS_PER_DAY_MAX: '3' });
    const statuses = [];
    for (let n = 0; n < 3; n += 1)
      statuses.push(
        (await sendBeacon(app, { events: [pageView('/'), pageView('/blog')] }, { from: `198.51.100.${n}` })).statusCode,
      );
    assert.deepEqual(statuses, [204, 503, 503]);
    assert.equal(await rowCount(app), 2);
  });

  it('keeps its memory flat under a flood of refused beacons from thousands of addresses', async () => {
    const app = await start({ ANALYTICS_RATE_LIMIT_MAX: '5' });
    const bad = [
      (n: number) => sendBeacon(app, '{"events": [', { from: `10.${n >> 8}.${n & 255}.1` }),
      (n: number) =>
        sendBeacon(app, { events: [pageView('/')], pad: 'x'.repeat(9000) + n }, { from: `10.1.${n & 255}.2` }),
      (n: number) => sendBeacon(app, { events: [pageView('/')] }, { origin: `https://evil${n}.example` }),
      () => sendBeacon(app, { events: [{ nope: true }] }, { from: '198.51.100.200' }),
    ];
    const round = async (count: number) => {
      for (let n = 0; n < count; n += 1) await bad[n % bad.length](n);
    };
    await round(2000); // warm-up: JIT, caches and the limiter's table reach their steady size
    const before = heapAfterGc();
    await round(8000);
    const grown = heapAfterGc() - before;
    assert.ok(grown < 8 * 1024 * 1024, `heap grew by ${(grown / 1024 / 1024).toFixed(1)} MB`);
    assert.equal(await rowCount(app), 0);
  });
});

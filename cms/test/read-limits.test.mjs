// Who a request comes from and how many uncached public reads it may make (issue 43): X-Forwarded-For is
// believed from TRUST_PROXY's proxies only, hop by hop; each client has a bounded budget of reads the response
// cache could not answer, in bounded memory; the site's own servers (loopback by default) have none.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { addressList, clientKey, resolveClient, trustedProxies } = require('../src/utils/client-address.js');
const { createMissBudget } = require('../src/utils/miss-budget.js');
const clientAddress = require('../src/middlewares/client-address.js');
const publicCache = require('../src/middlewares/public-cache.js');
const cache = require('../src/utils/response-cache.js');

describe('client address', () => {
  const trusted = trustedProxies('127.0.0.1, 10.0.0.0/8');

  it('reads TRUST_PROXY as the lead service does: addresses, ranges and range names; never true or a hop count', () => {
    assert.deepEqual(trustedProxies('').entries, []);
    assert.deepEqual(trustedProxies('false').entries, []);
    assert.throws(() => trustedProxies('true'), /any client choose its address/);
    assert.throws(() => trustedProxies('2'), /hop count/);
    assert.throws(() => trustedProxies('127.0.0.1,nginx'), /"nginx" is not an IP address/);
    assert.throws(() => trustedProxies('10.0.0.0/33'), /"10.0.0.0\/33"/);
    const loopback = addressList('loopback', 'X');
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) assert.ok(loopback.has(address), address);
    for (const address of ['10.0.0.1', '::2', 'nonsense', undefined]) assert.ok(!loopback.has(address), address);
    assert.ok(addressList('uniquelocal', 'X').has('192.168.1.9'));
  });

  it('believes X-Forwarded-For only from a trusted proxy, from the right, up to the first untrusted hop', () => {
    // Straight from a client: its own address, whatever it claims.
    assert.deepEqual(resolveClient('203.0.113.7', '198.51.100.1', trusted), {
      address: '203.0.113.7',
      unverified: true,
    });
    assert.deepEqual(resolveClient('203.0.113.7', undefined, trusted), { address: '203.0.113.7', unverified: false });
    // Through nginx: the address nginx appended, not the one the client wrote in front of it.
    assert.equal(resolveClient('127.0.0.1', '198.51.100.1, 203.0.113.7', trusted).address, '203.0.113.7');
    assert.equal(resolveClient('::ffff:127.0.0.1', '198.51.100.1, 203.0.113.7, 10.1.2.3', trusted).address, '203.0.113.7');
    // Every hop a proxy: the leftmost; no header: the proxy itself; a malformed hop stops at the proxy before it.
    assert.equal(resolveClient('127.0.0.1', '10.0.0.5, 127.0.0.1', trusted).address, '10.0.0.5');
    assert.equal(resolveClient('127.0.0.1', undefined, trusted).address, '127.0.0.1');
    assert.equal(resolveClient('127.0.0.1', 'not-an-address, 10.0.0.9', trusted).address, '10.0.0.9');
    // Without TRUST_PROXY nothing is believed.
    assert.equal(resolveClient('127.0.0.1', '203.0.113.7', trustedProxies('')).address, '127.0.0.1');
  });

  it('counts an IPv6 client by its /64', () => {
    assert.equal(clientKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
    assert.equal(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'), '2001:db8:1:2::/64');
    assert.equal(clientKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(clientKey('203.0.113.7'), '203.0.113.7');
  });

  it('sets ctx.request.ip and removes forwarded headers that no trusted proxy sent', () => {
    const run = (socketAddress, headers) => {
      const ctx = { req: { headers: { ...headers }, socket: { remoteAddress: socketAddress } }, request: {}, state: {} };
      clientAddress({ trustProxy: '127.0.0.1' })(ctx, () => {});
      return ctx;
    };
    const direct = run('203.0.113.7', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' });
    assert.equal(direct.request.ip, '203.0.113.7');
    assert.deepEqual(direct.req.headers, {});
    const proxied = run('127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7', 'x-forwarded-proto': 'https' });
    assert.equal(proxied.request.ip, '203.0.113.7');
    assert.deepEqual(proxied.req.headers, { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' });
    assert.deepEqual(proxied.state.linxClient, { address: '203.0.113.7', unverified: false });
  });
});

describe('budget of uncached reads per client', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms) => (now += ms) };
  };

  it('allows a burst, then one read per refill interval, with the wait until the next one', () => {
    const time = clock();
    const budget = createMissBudget({ perMinute: 60, burst: 3, now: time.now });
    for (let i = 0; i < 3; i += 1) assert.deepEqual(budget.take('a'), { ok: true });
    assert.deepEqual(budget.take('a'), { ok: false, retryAfterSeconds: 1 });
    assert.deepEqual(budget.take('b'), { ok: true }, 'another client has its own budget');
    time.advance(999);
    assert.equal(budget.take('a').ok, false);
    time.advance(1);
    assert.equal(budget.take('a').ok, true);
    assert.equal(budget.take('a').ok, false);
    time.advance(60_000);
    for (let i = 0; i < 3; i += 1) assert.equal(budget.take('a').ok, true, 'refilled up to the burst, no further');
    assert.equal(budget.take('a').ok, false);
    const slow = createMissBudget({ perMinute: 2, burst: 1, now: time.now });
    slow.take('a');
    assert.deepEqual(slow.take('a'), { ok: false, retryAfterSeconds: 30 });
  });

  it('keeps at most maxClients buckets: full ones go first, then the least recently used', () => {
    const time = clock();
    const budget = createMissBudget({ perMinute: 60, burst: 2, maxClients: 100, now: time.now });
    budget.take('heavy');
    budget.take('heavy');
    for (let i = 0; i < 10_000; i += 1) {
      budget.take(`visitor-${i}`);
      if (i % 50 === 0) budget.take('heavy');
      assert.ok(budget.size() <= 100);
    }
    assert.equal(budget.take('heavy').ok, false, 'a client in use keeps its empty budget through a flood of others');
  });

  it('is off with a rate or burst of 0', () => {
    const budget = createMissBudget({ perMinute: 0, burst: 10 });
    for (let i = 0; i < 100; i += 1) assert.equal(budget.take('a').ok, true);
    assert.equal(budget.size(), 0);
  });
});

describe('public cache with the budget', () => {
  /** One public read through client-address and public-cache; `next` plays Strapi answering. */
  const read = async (middleware, url, { socket = '127.0.0.1', forwardedFor } = {}) => {
    const headers = {};
    const ctx = {
      method: 'GET',
      url,
      path: url.split('?')[0],
      status: 404,
      req: { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress: socket } },
      request: {},
      state: { linxPublicRead: true, linxCacheKey: url },
      get: () => '',
      set: (name, value) => (headers[name.toLowerCase()] = value),
    };
    let ran = false;
    await clientAddress({ trustProxy: '127.0.0.1' })(ctx, () =>
      middleware(ctx, async () => {
        ran = true;
        ctx.status = 200;
        ctx.body = { data: [] };
      }),
    );
    return { status: ctx.status, ran, retryAfter: headers['retry-after'], body: ctx.body, xCache: headers['x-cache'] };
  };

  it('answers 429 with Retry-After once a client has used its budget of misses; hits and other clients go on', async () => {
    cache.clear();
    await new Promise((resolve) => setTimeout(resolve, 2050)); // clear() keeps the cache quiet for 2 s
    const middleware = publicCache({ ttlMs: 60_000, missesPerMinute: 6, missBurst: 3 });
    const visitor = { forwardedFor: '203.0.113.7' };
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await read(middleware, `/api/pages?r=${i}`, visitor)).status);
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    const refused = await read(middleware, '/api/pages?r=9', visitor);
    assert.equal(refused.ran, false, 'nothing ran for it');
    assert.equal(refused.retryAfter, '10');
    assert.equal(refused.body.error.name, 'RateLimitError');
    const hit = await read(middleware, '/api/pages?r=0', visitor);
    assert.deepEqual([hit.status, hit.xCache], [200, 'HIT'], 'a cached answer costs nothing');
    assert.equal((await read(middleware, '/api/pages?r=5', { forwardedFor: '198.51.100.2' })).status, 200);
    // The address the client writes in front of nginx's changes nothing.
    const spoofed = await read(middleware, '/api/pages?r=6', { forwardedFor: '10.9.9.9, 203.0.113.7' });
    assert.equal(spoofed.status, 429);
  });

  it('never limits the site’s own servers on loopback, unless they come through a proxy the CMS does not trust', async () => {
    const middleware = publicCache({ ttlMs: 0, missesPerMinute: 6, missBurst: 1 });
    for (let i = 0; i < 20; i += 1) assert.equal((await read(middleware, `/api/pages?own=${i}`)).status, 200);
    const untrusted = { socket: '::1', forwardedFor: '203.0.113.7' };
    // Not TRUST_PROXY's 127.0.0.1: its clients cannot be told apart, and they share one budget.
    assert.equal((await read(middleware, '/api/pages?u=1', untrusted)).status, 200);
    assert.equal((await read(middleware, '/api/pages?u=2', untrusted)).status, 429);
  });
});

// The public response cache stays bounded whatever the requests (issue 15, item 7): keys count in
// the byte budget, entries are capped, URLs over 1 KB are not cached, expired entries are swept.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cache = require('../src/utils/response-cache.js');
const publicCache = require('../src/middlewares/public-cache.js');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One anonymous GET through the middleware; `next` plays Strapi answering a small JSON body. */
const request = async (middleware, url) => {
  const headers = {};
  const ctx = {
    method: 'GET',
    url,
    path: url.split('?')[0],
    status: 404,
    state: { linxPublicRead: true },
    get: () => '',
    set: (name, value) => (headers[name.toLowerCase()] = value),
  };
  let answered = false;
  await middleware(ctx, async () => {
    answered = true;
    ctx.status = 200;
    ctx.body = { data: [] };
  });
  return { answered, xCache: headers['x-cache'] };
};

describe('public response cache', () => {
  // Runs first: the module's store is process-wide and the other tests leave long-lived entries.
  it('sweeps expired entries when it stores a new one', async () => {
    const options = { ttlMs: 300, maxBytes: 1 << 20, maxEntries: 1000, gen: cache.currentGeneration() };
    for (let i = 0; i < 100; i += 1)
      cache.set(`/api/short-lived?i=${i}`, { body: '{}', type: 'application/json' }, options);
    assert.equal(cache.stats().entries, 100);
    await sleep(350);
    cache.set('/api/fresh', { body: '{}', type: 'application/json' }, { ...options, ttlMs: 60_000 });
    assert.deepEqual(cache.stats(), { entries: 1, bytes: Buffer.byteLength('/api/fresh{}') + 200 });
  });

  it('does not cache URLs over 1 KB', async () => {
    const middleware = publicCache({ ttlMs: 60_000, maxBytes: 1 << 20, maxEntries: 1000 });
    const long = `/api/articles?filters[title][$contains]=${'x'.repeat(1024)}`;
    const before = cache.stats();
    for (let i = 0; i < 2; i += 1)
      assert.deepEqual(await request(middleware, long), { answered: true, xCache: undefined });
    assert.deepEqual(cache.stats(), before);
    await request(middleware, '/api/articles');
    assert.deepEqual(await request(middleware, '/api/articles'), { answered: false, xCache: 'HIT' });
  });

  it('stays within its entry cap and byte budget, keys included, under a flood of unique URLs', async () => {
    const maxBytes = 4 << 20;
    const maxEntries = 1000;
    const middleware = publicCache({ ttlMs: 60_000, maxBytes, maxEntries });
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    // 50,000 distinct URLs just under 1 KB with tiny answers: ~50 MB of keys if only bodies counted.
    const filler = 'f'.repeat(960);
    for (let i = 0; i < 50_000; i += 1) await request(middleware, `/api/cases?filters[title][$eq]=${filler}${i}`);
    const { entries, bytes } = cache.stats();
    assert.ok(entries <= maxEntries, `${entries} entries`);
    assert.ok(bytes <= maxBytes, `${bytes} bytes`);
    gc();
    const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    assert.ok(grownMb < 8, `heap grew ${grownMb.toFixed(1)} MB`);
  });
});

'use strict';

const cache = require('../utils/response-cache');
const { addressList, clientKey } = require('../utils/client-address');
const { createMissBudget } = require('../utils/miss-budget');

/**
 * Short-lived cache of public GET /api/... JSON responses. The site loads whole lists on every page view,
 * and each populated list costs Strapi tens of milliseconds of CPU; this serves repeats from memory.
 * Public means no Authorization header, or the read-only token (src/middlewares/public-read-guard.js, which
 * runs first, marks those, refuses every query the site does not send and gives each read its canonical
 * key, so no made-up URL reaches here and one read spelled differently shares one entry).
 * Other credentials, and URLs over 1 KB, are never cached. Disabled with CMS_API_CACHE_TTL_MS=0.
 *
 * A public read the cache does not answer runs a query: each takes one from its client's budget
 * (src/utils/miss-budget.js: CMS_API_MISS_BURST reads, refilled CMS_API_MISSES_PER_MINUTE a minute; the
 * client as src/middlewares/client-address.js works it out). An empty budget answers 429 with Retry-After,
 * before anything runs. Clients in CMS_API_MISS_EXEMPT (the site's own servers and renderer; loopback by
 * default) have no budget, unless they came through a proxy the CMS does not trust (TRUST_PROXY).
 */
module.exports = (config) => {
  const ttlMs = Number(config.ttlMs) || 0;
  const maxBytes = Number(config.maxBytes) || 32 * 1024 * 1024;
  const maxEntries = Number(config.maxEntries) || 1000;
  const budget = createMissBudget({
    perMinute: Number(config.missesPerMinute) || 0,
    burst: Number(config.missBurst) || 0,
    maxClients: Number(config.missClients) || 10_000,
  });
  const exempt = addressList(config.missExempt ?? 'loopback', 'CMS_API_MISS_EXEMPT');

  /** Whether a read that runs a query may go on; answers 429 when its client's budget is empty. */
  const mayRun = (ctx) => {
    const client = ctx.state.linxClient ?? { address: ctx.request?.ip ?? '', unverified: false };
    if (!client.unverified && exempt.has(client.address)) return true;
    const verdict = budget.take(clientKey(client.address));
    if (verdict.ok) return true;
    ctx.status = 429;
    ctx.set('Retry-After', String(verdict.retryAfterSeconds));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: `Too many reads that are not in the cache from this client: try again in ${verdict.retryAfterSeconds} s`,
        details: {},
      },
    };
    return false;
  };

  return async (ctx, next) => {
    // Only the public reads the guard accepted; preview reads (drafts) need a signed token and are never kept.
    if (ctx.state?.linxPreview || ctx.state?.linxPublicRead !== true || !['GET', 'HEAD'].includes(ctx.method))
      return next();
    const key = ctx.state.linxCacheKey ?? ctx.url;
    if (ttlMs <= 0 || ctx.method !== 'GET' || !cache.cacheableKey(key)) return mayRun(ctx) ? next() : undefined;

    const hit = cache.get(key);
    if (hit) {
      ctx.status = 200;
      ctx.type = hit.type;
      ctx.body = hit.body;
      ctx.set('X-Cache', 'HIT');
      return undefined;
    }
    if (!mayRun(ctx)) return undefined;

    const gen = cache.currentGeneration();
    await next();
    ctx.set('X-Cache', 'MISS');
    const { body } = ctx;
    if (ctx.status !== 200 || !body) return undefined;
    // Already serialised by the answer size cap (src/middlewares/public-answer-cap.js), or still an object.
    const serialised = typeof body === 'string' && /json/.test(String(ctx.type));
    if (!serialised && (typeof body !== 'object' || Buffer.isBuffer(body) || typeof body.pipe === 'function'))
      return undefined;
    const json = serialised ? body : JSON.stringify(body);
    ctx.body = json;
    ctx.type = 'application/json';
    cache.set(key, { body: json, type: 'application/json' }, { ttlMs, maxBytes, maxEntries, gen });
    return undefined;
  };
};

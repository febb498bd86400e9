'use strict';

const cache = require('../utils/response-cache');

/**
 * Short-lived cache of public GET /api/... JSON responses. The site loads whole lists on every page view,
 * and each populated list costs Strapi tens of milliseconds of CPU; this serves repeats from memory.
 * Public means no Authorization header, or the read-only token (src/middlewares/public-read-guard.js, which
 * runs first, marks those and refuses every query the site does not send, so no made-up URL reaches here).
 * Other credentials, and URLs over 1 KB, are never cached. Disabled with CMS_API_CACHE_TTL_MS=0.
 */
module.exports = (config) => {
  const ttlMs = Number(config.ttlMs) || 0;
  const maxBytes = Number(config.maxBytes) || 32 * 1024 * 1024;
  const maxEntries = Number(config.maxEntries) || 1000;
  if (ttlMs <= 0) return (ctx, next) => next();

  return async (ctx, next) => {
    const key = ctx.state?.linxCacheKey ?? ctx.url;
    const isPublic = !ctx.get('authorization') || ctx.state?.linxPublicRead === true;
    // Preview reads (drafts) are never kept.
    if (ctx.state?.linxPreview) return next();
    if (ctx.method !== 'GET' || !ctx.path.startsWith('/api/') || !isPublic || !cache.cacheableKey(key)) {
      return next();
    }

    const hit = cache.get(key);
    if (hit) {
      ctx.status = 200;
      ctx.type = hit.type;
      ctx.body = hit.body;
      ctx.set('X-Cache', 'HIT');
      return;
    }

    const gen = cache.currentGeneration();
    await next();
    ctx.set('X-Cache', 'MISS');
    const { body } = ctx;
    if (ctx.status !== 200 || !body) return;
    // Already serialised by the answer size cap (src/middlewares/public-answer-cap.js), or still an object.
    const serialised = typeof body === 'string' && /json/.test(String(ctx.type));
    if (!serialised && (typeof body !== 'object' || Buffer.isBuffer(body) || typeof body.pipe === 'function')) return;
    const json = serialised ? body : JSON.stringify(body);
    ctx.body = json;
    ctx.type = 'application/json';
    cache.set(key, { body: json, type: 'application/json' }, { ttlMs, maxBytes, maxEntries, gen });
  };
};

'use strict';

const cache = require('../utils/response-cache');

/**
 * Short-lived cache of anonymous GET /api/... JSON responses. The site loads whole lists on every page view,
 * and each populated list costs Strapi tens of milliseconds of CPU; this serves repeats from memory.
 * Requests with an Authorization header, and URLs over 1 KB, are never cached. Disabled with CMS_API_CACHE_TTL_MS=0.
 */
module.exports = (config) => {
  const ttlMs = Number(config.ttlMs) || 0;
  const maxBytes = Number(config.maxBytes) || 32 * 1024 * 1024;
  const maxEntries = Number(config.maxEntries) || 1000;
  if (ttlMs <= 0) return (ctx, next) => next();

  return async (ctx, next) => {
    const key = ctx.url;
    if (ctx.method !== 'GET' || !ctx.path.startsWith('/api/') || ctx.get('authorization') || !cache.cacheableKey(key)) {
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
    const cacheable = ctx.status === 200 && body && typeof body === 'object' && !Buffer.isBuffer(body) && typeof body.pipe !== 'function';
    if (cacheable) {
      const json = JSON.stringify(body);
      ctx.body = json;
      ctx.type = 'application/json';
      cache.set(key, { body: json, type: 'application/json' }, { ttlMs, maxBytes, maxEntries, gen });
    }
  };
};

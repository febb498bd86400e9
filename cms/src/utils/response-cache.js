'use strict';

/**
 * Process-wide store of anonymous GET /api responses (see src/middlewares/public-cache.js).
 * Emptied whenever a document is written in this process; entries also expire after their TTL,
 * which bounds staleness when several CMS instances share one database.
 */
const entries = new Map(); // key -> { body, type, expires, size }
let bytes = 0;
let generation = 0;
let quietUntil = 0;

const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

const clear = () => {
  entries.clear();
  bytes = 0;
  generation += 1;
  // A write may commit slightly after the document call returns (outer transaction): store nothing for a moment.
  quietUntil = Date.now() + 2000;
};

const get = (key) => {
  const e = entries.get(key);
  if (!e) return null;
  if (e.expires <= Date.now()) {
    entries.delete(key);
    bytes -= e.size;
    return null;
  }
  return e;
};

const set = (key, value, { ttlMs, maxBytes, gen }) => {
  if (gen !== generation || Date.now() < quietUntil) return;
  const size = Buffer.byteLength(value.body);
  if (size > maxBytes / 4) return;
  const old = entries.get(key);
  if (old) {
    entries.delete(key);
    bytes -= old.size;
  }
  // Oldest entries go first when over budget (Map keeps insertion order).
  for (const [k, e] of entries) {
    if (bytes + size <= maxBytes) break;
    entries.delete(k);
    bytes -= e.size;
  }
  entries.set(key, { ...value, size, expires: Date.now() + ttlMs });
  bytes += size;
};

/** Document-service middleware: any write empties the cache. */
const invalidateOnWrite = async (ctx, next) => {
  if (READ_ACTIONS.has(ctx.action)) return next();
  clear();
  try {
    return await next();
  } finally {
    clear();
  }
};

module.exports = { get, set, clear, invalidateOnWrite, currentGeneration: () => generation };

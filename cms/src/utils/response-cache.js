'use strict';

/**
 * Process-wide store of anonymous GET /api responses (see src/middlewares/public-cache.js).
 * Emptied whenever a document is written in this process, and in every other instance on the same
 * PostgreSQL database when it takes a write (src/utils/cache-bus.js); entries also expire after their TTL.
 * Bounded whatever the requests: keys count in the byte budget, long keys are not stored,
 * entries are capped in number and expired ones are swept on every store.
 */
const MAX_KEY_BYTES = 1024;
// Map slot, entry object and strings' headers: counted so that tiny answers cannot dodge the budget.
const ENTRY_OVERHEAD_BYTES = 200;

const entries = new Map(); // key -> { body, type, expires, size }
let bytes = 0;
let generation = 0;
let quietUntil = 0;

const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

const remove = (key, e) => {
  entries.delete(key);
  bytes -= e.size;
};

const clear = () => {
  entries.clear();
  bytes = 0;
  generation += 1;
  // A write may commit slightly after the document call returns (outer transaction): store nothing for a moment.
  quietUntil = Date.now() + 2000;
};

/** Keys longer than this are neither looked up nor stored. */
const cacheableKey = (key) => Buffer.byteLength(key) <= MAX_KEY_BYTES;

const get = (key) => {
  const e = entries.get(key);
  if (!e) return null;
  if (e.expires <= Date.now()) {
    remove(key, e);
    return null;
  }
  return e;
};

/** Drops expired entries. All share one TTL and insertion order is kept, so they sit at the front. */
const sweep = (now) => {
  for (const [k, e] of entries) {
    if (e.expires > now) break;
    remove(k, e);
  }
};

const set = (key, value, { ttlMs, maxBytes, maxEntries, gen }) => {
  const now = Date.now();
  if (gen !== generation || now < quietUntil || !cacheableKey(key)) return;
  const size = Buffer.byteLength(key) + Buffer.byteLength(value.body) + ENTRY_OVERHEAD_BYTES;
  if (size > maxBytes / 4) return;
  const old = entries.get(key);
  if (old) remove(key, old);
  sweep(now);
  // Oldest entries go first when over budget (Map keeps insertion order).
  for (const [k, e] of entries) {
    if (bytes + size <= maxBytes && entries.size < maxEntries) break;
    remove(k, e);
  }
  entries.set(key, { ...value, size, expires: now + ttlMs });
  bytes += size;
};

// Tells the other instances of a write (src/utils/cache-bus.js sets it on PostgreSQL).
let announceWrite = () => {};
const setWriteAnnouncer = (announce) => {
  announceWrite = announce;
};

/** After a write in this process: this cache and every other instance's are emptied. */
const clearAfterWrite = () => {
  clear();
  announceWrite();
};

/** Document-service middleware: any write empties the cache. */
const invalidateOnWrite = async (ctx, next) => {
  if (READ_ACTIONS.has(ctx.action)) return next();
  clear();
  try {
    return await next();
  } finally {
    clearAfterWrite();
  }
};

module.exports = {
  get,
  set,
  clear,
  clearAfterWrite,
  setWriteAnnouncer,
  cacheableKey,
  invalidateOnWrite,
  currentGeneration: () => generation,
  stats: () => ({ entries: entries.size, bytes }),
};

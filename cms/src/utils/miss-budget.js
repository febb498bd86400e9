'use strict';

/**
 * Per-client budget of public reads the response cache could not answer (src/middlewares/public-cache.js):
 * a token bucket per client that holds `burst` reads and refills `perMinute` a minute. Cached answers cost
 * nothing; each read that runs a query takes one. Memory is bounded: at most `maxClients` buckets, the least
 * recently used dropped first (a full bucket is the same as none, so those go before any other).
 * `perMinute` or `burst` of 0 turns it off.
 */
const createMissBudget = ({ perMinute, burst, maxClients = 10_000, now = Date.now }) => {
  const buckets = new Map(); // key -> { tokens, at }; insertion order = least recently used first
  const perMs = perMinute / 60_000;
  const off = !(perMinute > 0 && burst > 0);

  const level = (bucket, at) => Math.min(burst, bucket.tokens + (at - bucket.at) * perMs);

  /** Makes room for one more bucket: full ones from the least recently used end, then the oldest. */
  const makeRoom = (at) => {
    for (const [key, bucket] of buckets) {
      if (buckets.size < maxClients) return;
      if (level(bucket, at) < burst) break;
      buckets.delete(key);
    }
    while (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value);
  };

  /**
   * Takes one read from `key`'s budget: `{ ok: true }`, or `{ ok: false, retryAfterSeconds }` when it is
   * empty (nothing is taken then).
   */
  const take = (key) => {
    if (off) return { ok: true };
    const at = now();
    const bucket = buckets.get(key);
    const tokens = bucket ? level(bucket, at) : burst;
    if (bucket) buckets.delete(key);
    else makeRoom(at);
    const ok = tokens >= 1;
    buckets.set(key, { tokens: ok ? tokens - 1 : tokens, at });
    if (ok) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
  };

  return { take, size: () => buckets.size };
};

module.exports = { createMissBudget };

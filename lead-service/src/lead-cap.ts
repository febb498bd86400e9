import type { LeadStore } from './store';

const HOUR_MS = 60 * 60_000;

/**
 * The global hourly cap, so a flood from many addresses cannot grow the store without bound: null
 * while fewer than `max` leads (or, counted apart, honeypot hits) were stored in the last hour,
 * otherwise the seconds until the oldest of them leaves the window. `max` 0 means no cap.
 */
export function capRetryAfterSeconds(store: LeadStore, max: number, spam: boolean, now = Date.now()): number | null {
  if (max === 0) return null;
  const { count, oldest } = store.createdSince(now - HOUR_MS, spam);
  if (count < max) return null;
  return Math.max(1, Math.ceil(((oldest ?? now) + HOUR_MS - now) / 1000));
}

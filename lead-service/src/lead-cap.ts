import type { LeadStore } from './store/lead-store';

export const HOUR_MS = 60 * 60_000;

/**
 * Whether the hourly cap of all clients together is reached: `max` leads (or, counted apart, honeypot
 * hits) stored in the last hour. `max` 0 means no cap. Leads beyond it are held for staff, honeypot
 * hits beyond it are not stored, so a flood from many addresses neither reaches the CRM nor turns
 * real visitors away.
 */
export async function hourlyCapReached(
  store: LeadStore,
  max: number,
  spam: boolean,
  now = Date.now(),
): Promise<boolean> {
  return max > 0 && (await store.countCreatedSince(now - HOUR_MS, spam)) >= max;
}

import { HOUR_MS } from './lead-cap';

const SWEEP_EVERY_MS = 60_000;

/**
 * New submissions (leads and honeypot hits) stored per client in a sliding hour. A sliding window,
 * unlike the fixed windows of the per-minute limit, lets no client store more than `maxPerHour` in
 * any hour, so `maxPerHour` below the cap of all clients means one client can never reach that cap.
 * An hour here is the same closed interval the cap counts in. Kept in memory: a restart forgets it,
 * which only ever lets a client in sooner.
 */
export class ClientQuota {
  /** Per client key, the times of its stored submissions in the last hour, oldest first. */
  private readonly storedAt = new Map<string, number[]>();
  private nextSweepAt = 0;

  /** `maxPerHour` 0 turns the quota off. */
  constructor(private readonly maxPerHour: number) {}

  /** Seconds until `client` may store another submission, or null when it may now. */
  retryAfterSeconds(client: string, now = Date.now()): number | null {
    if (this.maxPerHour === 0) return null;
    const times = this.recent(client, now);
    if (times.length < this.maxPerHour) return null;
    return Math.max(1, Math.ceil((times[times.length - this.maxPerHour] + HOUR_MS - now) / 1000));
  }

  /** Counts a stored submission against `client`. */
  record(client: string, now = Date.now()): void {
    if (this.maxPerHour === 0) return;
    this.sweep(now);
    const times = this.recent(client, now);
    times.push(now);
    this.storedAt.set(client, times);
  }

  private recent(client: string, now: number): number[] {
    const times = this.storedAt.get(client) ?? [];
    const firstRecent = times.findIndex((time) => time >= now - HOUR_MS);
    return firstRecent === -1 ? [] : times.slice(firstRecent);
  }

  // Clients that stored nothing in the last hour are dropped, so memory follows recent traffic only.
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    for (const [client, times] of this.storedAt) {
      if (times[times.length - 1] < now - HOUR_MS) this.storedAt.delete(client);
    }
  }
}

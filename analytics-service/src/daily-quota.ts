/**
 * The day's cap of events, shared fairly (README, "Limits and refusals"): a client (an IPv4 address
 * or an IPv6 /64) may add events while its own total of the day stays within its share, which is
 * a tenth of what is left of the cap, and never less than `CLIENT_FLOOR`. Early in the day the share
 * is large; as the cap nears it shrinks, so the heaviest senders are refused first, and a few of
 * them together can use only part of the day: ten flooding addresses stop near half the cap, one
 * near a eleventh, while a new visitor (under the floor) is accepted until the cap itself.
 */
export const CLIENT_FLOOR = 1_000;
export const SHARE_DIVISOR = 10;
/** Clients counted at once (memory stays bounded); beyond them a new client counts as a light one. */
export const CLIENTS_TRACKED = 100_000;

export type Admission = 'accepted' | 'cap_reached' | 'share_used';

export class DailyQuota {
  private day = '';
  private total = 0;
  private readonly clients = new Map<string, number>();

  /** `countOn` reads the events already stored on a day (another instance's, or before a restart). */
  constructor(
    private readonly max: number,
    private readonly countOn: (day: string) => Promise<number>,
  ) {}

  /** The largest total of the day a client may reach when the day's total is `total`. */
  shareAt(total: number): number {
    return Math.max(CLIENT_FLOOR, Math.floor((this.max - total) / SHARE_DIVISOR));
  }

  /** Whether `client` may store `events` more events on `day`; counted at once when accepted. */
  async admit(day: string, client: string, events: number): Promise<Admission> {
    if (day !== this.day) {
      const stored = await this.countOn(day);
      if (day !== this.day) {
        [this.day, this.total] = [day, stored];
        this.clients.clear();
      }
    }
    if (this.max === 0) return 'accepted';
    if (this.total + events > this.max) return 'cap_reached';
    const sent = this.clients.get(client) ?? 0;
    if (sent + events > this.shareAt(this.total)) return 'share_used';
    this.total += events;
    if (this.clients.has(client) || this.clients.size < CLIENTS_TRACKED) this.clients.set(client, sent + events);
    return 'accepted';
  }

  /** Gives back events admitted but not stored (the write queue was full). */
  release(client: string, events: number): void {
    this.total -= events;
    const sent = this.clients.get(client);
    if (sent !== undefined) this.clients.set(client, Math.max(0, sent - events));
  }
}

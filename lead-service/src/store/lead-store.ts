import { randomUUID } from 'node:crypto';
import type { LeadPayload } from '@linx/shared/leads';
import { LEAD_STATUSES, type InsertResult, type Lead, type LeadStatus } from '../lead';
import { payloadHash, toLead, type LeadRow } from '../lead-row';
import { LEAD_SQL } from './lead-sql';
import type { SqlDriver } from './sql-driver';

/** What a staff action did: done, no such lead, or the state that kept it from applying. */
export type RequeueResult = 'requeued' | 'not_found' | 'delivered' | 'spam' | 'held' | 'discarded';
export type ReleaseResult = 'released' | 'not_found' | Exclude<LeadStatus, 'held' | 'discarded'>;
export type DiscardResult = 'discarded' | 'not_found' | Exclude<LeadStatus, 'held'>;

const NO_LIMIT = 2 ** 31 - 1;

/**
 * The durable lead store, one async interface over two engines (docs/decisions.md, "Lead store"):
 * an embedded SQLite file (the default; `sqlite-driver.ts`) or a PostgreSQL schema shared by any
 * number of instances (`postgres-driver.ts`). A lead returned by `insert` is committed before the
 * caller answers 202, and a claim is one transaction no other process or instance can share, so two
 * forwarders never take the same lead.
 */
export class LeadStore {
  constructor(readonly driver: SqlDriver) {}

  get engine(): SqlDriver['engine'] {
    return this.driver.engine;
  }

  /** Stores a lead unless its idempotency key is already known (by any instance). */
  insert(payload: LeadPayload, idempotencyKey: string | null, now = Date.now()): Promise<InsertResult> {
    return this.insertAs('pending', null, payload, idempotencyKey, now);
  }

  /** Stores a lead that arrived beyond the hourly cap; the forwarder takes it only once staff release it. */
  insertHeld(payload: LeadPayload, key: string | null, reason: string, now = Date.now()): Promise<InsertResult> {
    return this.insertAs('held', reason, payload, key, now);
  }

  /** Stores a honeypot hit for staff to review; the forwarder never takes it. */
  insertSpam(payload: LeadPayload, key: string | null, reason: string, now = Date.now()): Promise<InsertResult> {
    return this.insertAs('spam', reason, payload, key, now);
  }

  private async insertAs(
    status: LeadStatus,
    note: string | null,
    payload: LeadPayload,
    key: string | null,
    now: number,
  ): Promise<InsertResult> {
    const hash = payloadHash(payload);
    const id = randomUUID();
    if ((await this.driver.run(LEAD_SQL.insert, { id, key, hash, now, status, note, ...payload })) === 1)
      return { kind: 'created', id };
    // Only a key conflict makes the INSERT a no-op, so the earlier row exists.
    const earlier = await this.byIdempotencyKey(key as string);
    if (!earlier) throw new Error('idempotency key conflict without a stored lead');
    return { kind: earlier.payloadHash === hash ? 'replayed' : 'conflict', id: earlier.id };
  }

  /** The earlier lead stored under an idempotency key, if any (replays are answered before the cap). */
  async byIdempotencyKey(key: string): Promise<{ id: string; payloadHash: string } | undefined> {
    const row = await this.driver.get<{ id: string; payload_hash: string }>(LEAD_SQL.byKey, { key });
    return row && { id: row.id, payloadHash: row.payload_hash };
  }

  async get(id: string): Promise<Lead | undefined> {
    const row = await this.driver.get<LeadRow>(LEAD_SQL.byId, { id });
    return row && toLead(row);
  }

  /** A lead by full id or by an unambiguous id prefix (for staff typing ids). */
  async find(idOrPrefix: string): Promise<Lead | undefined | 'ambiguous'> {
    const exact = await this.get(idOrPrefix);
    if (exact) return exact;
    if (idOrPrefix.length < 4 || /[%_\\]/.test(idOrPrefix)) return undefined;
    const rows = await this.driver.all<LeadRow>(LEAD_SQL.byPrefix, { prefix: idOrPrefix });
    if (rows.length > 1) return 'ambiguous';
    return rows[0] && toLead(rows[0]);
  }

  async list(options: { status?: LeadStatus; limit?: number } = {}): Promise<Lead[]> {
    const limit = options.limit ?? NO_LIMIT;
    const rows = options.status
      ? await this.driver.all<LeadRow>(LEAD_SQL.listWithStatus, { status: options.status, limit })
      : await this.driver.all<LeadRow>(LEAD_SQL.list, { limit });
    return rows.map(toLead);
  }

  async countWithStatus(status: LeadStatus): Promise<number> {
    return (await this.driver.get<{ n: number }>(LEAD_SQL.countWithStatus, { status }))!.n;
  }

  async counts(): Promise<Record<LeadStatus, number>> {
    const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
    const rows = await this.driver.all<{ status: LeadStatus; n: number }>(LEAD_SQL.countByStatus, {});
    for (const { status, n } of rows) counts[status] = n;
    return counts;
  }

  /**
   * Takes the next due pending lead for one send and leases it: its next attempt moves to
   * `leaseUntil`, so if this process dies mid-send the lead becomes due again after the lease. The
   * returned lead's `outcomeUnknown` is the flag before this claim (look it up in Odoo first); in the
   * store the flag is set until the attempt's outcome is recorded.
   */
  async claimDue(now: number, leaseUntil: number): Promise<Lead | undefined> {
    const row = await this.driver.claimDue(now, leaseUntil);
    return row && toLead({ ...row, attempts: row.attempts + 1, next_attempt_at: leaseUntil, updated_at: now });
  }

  async markDelivered(id: string, odooId: number | null, now = Date.now()): Promise<boolean> {
    return (await this.driver.run(LEAD_SQL.delivered, { id, odooId, now })) === 1;
  }

  /** `outcomeUnknown`: Odoo may have created the lead (no answer was read), so look it up next time. */
  async retryLater(
    id: string,
    nextAttemptAt: number,
    error: string,
    { rejected = false, outcomeUnknown = false } = {},
    now = Date.now(),
  ): Promise<boolean> {
    const params = { id, nextAttemptAt, error, rejected: rejected ? 1 : 0, unknown: outcomeUnknown ? 1 : 0, now };
    return (await this.driver.run(LEAD_SQL.retryLater, params)) === 1;
  }

  async markFailed(id: string, error: string, now = Date.now()): Promise<boolean> {
    return (await this.driver.run(LEAD_SQL.failed, { id, error, now })) === 1;
  }

  /** Odoo answered 2xx without an id: parked for staff, and looked up in Odoo if re-queued. */
  async markNeedsAttention(id: string, reason: string, now = Date.now()): Promise<boolean> {
    return (await this.driver.run(LEAD_SQL.needsAttention, { id, reason, now })) === 1;
  }

  /** Staff action: a failed, parked (or waiting) lead becomes due now with its rejection count reset. */
  async requeue(id: string, now = Date.now()): Promise<RequeueResult> {
    if ((await this.driver.run(LEAD_SQL.requeue, { id, now })) === 1) return 'requeued';
    return this.statusOr(id) as Promise<RequeueResult>;
  }

  /** Staff action: a held lead (or one discarded by mistake) is queued for delivery now. */
  async release(id: string, now = Date.now()): Promise<ReleaseResult> {
    if ((await this.driver.run(LEAD_SQL.release, { id, now })) === 1) return 'released';
    return this.statusOr(id) as Promise<ReleaseResult>;
  }

  /** Staff action: every held lead is queued for delivery; returns how many. */
  releaseAllHeld(now = Date.now()): Promise<number> {
    return this.driver.run(LEAD_SQL.releaseAllHeld, { now });
  }

  /** Staff action: a held lead is judged junk and never forwarded (`release` undoes it). */
  async discard(id: string, now = Date.now()): Promise<DiscardResult> {
    if ((await this.driver.run(LEAD_SQL.discard, { id, now })) === 1) return 'discarded';
    return this.statusOr(id) as Promise<DiscardResult>;
  }

  /** Staff action: every held lead is discarded; returns how many. */
  discardAllHeld(now = Date.now()): Promise<number> {
    return this.driver.run(LEAD_SQL.discardAllHeld, { now });
  }

  /** The state that kept a staff action from applying, or not_found. */
  private async statusOr(id: string): Promise<LeadStatus | 'not_found'> {
    return (await this.get(id))?.status ?? 'not_found';
  }

  /** How many leads (or, with `spam`, honeypot hits) were stored since `since`, for the hourly cap. */
  async countCreatedSince(since: number, spam: boolean): Promise<number> {
    return (await this.driver.get<{ n: number }>(LEAD_SQL.createdSince, { since, spam: spam ? 1 : 0 }))!.n;
  }

  /** Creation time of the oldest lead that is not delivered (spam aside), or null. */
  async oldestUndeliveredAt(): Promise<number | null> {
    return (await this.driver.get<{ oldest: number | null }>(LEAD_SQL.oldestUndelivered, {}))!.oldest;
  }

  async ping(): Promise<void> {
    await this.driver.get(LEAD_SQL.ping, {});
  }

  /** A consistent copy of the store, also while instances write (SQLite: one file; PostgreSQL: pg_dump). */
  backup(file: string): Promise<{ file: string; leads: number }> {
    return this.driver.backup(file);
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

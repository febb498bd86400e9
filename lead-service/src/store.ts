import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LeadPayload } from '@linx/shared/leads';
import { LEAD_STATUSES, UNDELIVERED_STATUSES, type InsertResult, type Lead, type LeadStatus } from './lead';
import { payloadHash, toLead, type LeadRow } from './lead-row';
import { migrate } from './schema';

/** What a staff action did: done, no such lead, or the state that kept it from applying. */
export type RequeueResult = 'requeued' | 'not_found' | 'delivered' | 'spam' | 'held' | 'discarded';
export type ReleaseResult = 'released' | 'not_found' | Exclude<LeadStatus, 'held' | 'discarded'>;
export type DiscardResult = 'discarded' | 'not_found' | Exclude<LeadStatus, 'held'>;

const UNDELIVERED_SQL = UNDELIVERED_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The durable lead store: one SQLite file in WAL mode with synchronous=FULL, so a lead returned by
 * `insert` is on disk before the caller answers 202. Several processes may share the file (the
 * server and the staff CLI); a claim is one IMMEDIATE transaction, so two processes never take the
 * same lead.
 */
export class LeadStore {
  readonly db: Database.Database;
  private readonly statements;
  private readonly claim;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db);
    this.statements = {
      insert: this.db.prepare<Record<string, unknown>>(
        `INSERT INTO leads (id, idempotency_key, payload_hash, name, email_from, contact_name, description, status,
                            last_error, next_attempt_at, created_at, updated_at)
         VALUES (@id, @key, @hash, @name, @email_from, @contact_name, @description, @status, @note, @now, @now, @now)
         ON CONFLICT (idempotency_key) DO NOTHING`,
      ),
      byKey: this.db.prepare<[string], { id: string; payload_hash: string }>(
        'SELECT id, payload_hash FROM leads WHERE idempotency_key = ?',
      ),
      byId: this.db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?'),
      byPrefix: this.db.prepare<[string], LeadRow>("SELECT * FROM leads WHERE id LIKE ? || '%' ORDER BY seq LIMIT 2"),
      nextDue: this.db.prepare<{ now: number }, LeadRow>(
        `SELECT * FROM leads WHERE status = 'pending' AND next_attempt_at <= @now
         ORDER BY next_attempt_at, seq LIMIT 1`,
      ),
      lease: this.db.prepare(
        `UPDATE leads SET attempts = attempts + 1, outcome_unknown = 1, next_attempt_at = @leaseUntil, updated_at = @now
         WHERE seq = @seq`,
      ),
      delivered: this.db.prepare(
        `UPDATE leads SET status = 'delivered', odoo_id = @odooId, last_error = NULL, outcome_unknown = 0,
                          delivered_at = @now, updated_at = @now
         WHERE id = @id AND status = 'pending'`,
      ),
      retryLater: this.db.prepare(
        `UPDATE leads SET next_attempt_at = @nextAttemptAt, last_error = @error, rejections = rejections + @rejected,
                          outcome_unknown = @unknown, updated_at = @now
         WHERE id = @id AND status = 'pending'`,
      ),
      failed: this.db.prepare(
        `UPDATE leads SET status = 'failed', last_error = @error, rejections = rejections + 1, outcome_unknown = 0,
                          updated_at = @now
         WHERE id = @id AND status = 'pending'`,
      ),
      needsAttention: this.db.prepare(
        `UPDATE leads SET status = 'needs_attention', last_error = @reason, outcome_unknown = 1, updated_at = @now
         WHERE id = @id AND status = 'pending'`,
      ),
      requeue: this.db.prepare(
        `UPDATE leads SET status = 'pending', rejections = 0, next_attempt_at = @now, updated_at = @now
         WHERE id = @id AND status IN ('pending', 'failed', 'needs_attention')`,
      ),
      release: this.db.prepare(
        `UPDATE leads SET status = 'pending', last_error = NULL, next_attempt_at = @now, updated_at = @now
         WHERE id = @id AND status IN ('held', 'discarded')`,
      ),
      releaseAllHeld: this.db.prepare(
        `UPDATE leads SET status = 'pending', last_error = NULL, next_attempt_at = @now, updated_at = @now
         WHERE status = 'held'`,
      ),
      discard: this.db.prepare(
        `UPDATE leads SET status = 'discarded', updated_at = @now WHERE id = @id AND status = 'held'`,
      ),
      discardAllHeld: this.db.prepare(`UPDATE leads SET status = 'discarded', updated_at = @now WHERE status = 'held'`),
      countWithStatus: this.db.prepare<[LeadStatus], { n: number }>('SELECT count(*) AS n FROM leads WHERE status = ?'),
      createdSince: this.db.prepare<{ since: number; spam: number }, { n: number }>(
        `SELECT count(*) AS n FROM leads WHERE created_at >= @since AND (status = 'spam') = @spam`,
      ),
      oldestUndelivered: this.db.prepare<[], { oldest: number | null }>(
        `SELECT min(created_at) AS oldest FROM leads WHERE status IN (${UNDELIVERED_SQL})`,
      ),
      countByStatus: this.db.prepare<[], { status: LeadStatus; n: number }>(
        'SELECT status, count(*) AS n FROM leads GROUP BY status',
      ),
      ping: this.db.prepare('SELECT 1'),
    };
    // An IMMEDIATE transaction: the write lock is taken before the read, and a failed COMMIT throws.
    this.claim = this.db.transaction((now: number, leaseUntil: number): Lead | undefined => {
      const row = this.statements.nextDue.get({ now });
      if (!row) return undefined;
      this.statements.lease.run({ seq: row.seq, now, leaseUntil });
      return toLead({ ...row, attempts: row.attempts + 1, next_attempt_at: leaseUntil, updated_at: now });
    });
  }

  /**
   * Stores a lead unless its idempotency key is already known. Returns only once the row is
   * committed: `run()` throws when the commit fails (a statement with RETURNING read through `get()`
   * would hand back the row even when the commit that follows fails).
   */
  insert(payload: LeadPayload, idempotencyKey: string | null, now = Date.now()): InsertResult {
    return this.insertAs('pending', null, payload, idempotencyKey, now);
  }

  /** Stores a lead that arrived beyond the hourly cap; the forwarder takes it only once staff release it. */
  insertHeld(payload: LeadPayload, idempotencyKey: string | null, reason: string, now = Date.now()): InsertResult {
    return this.insertAs('held', reason, payload, idempotencyKey, now);
  }

  /** Stores a honeypot hit for staff to review; the forwarder never takes it. */
  insertSpam(payload: LeadPayload, idempotencyKey: string | null, reason: string, now = Date.now()): InsertResult {
    return this.insertAs('spam', reason, payload, idempotencyKey, now);
  }

  private insertAs(
    status: LeadStatus,
    note: string | null,
    payload: LeadPayload,
    key: string | null,
    now: number,
  ): InsertResult {
    const hash = payloadHash(payload);
    const id = randomUUID();
    if (this.statements.insert.run({ id, key, hash, now, status, note, ...payload }).changes === 1)
      return { kind: 'created', id };
    // Only a key conflict makes the INSERT a no-op, so the earlier row exists.
    const earlier = this.statements.byKey.get(key as string);
    if (!earlier) throw new Error('idempotency key conflict without a stored lead');
    return { kind: earlier.payload_hash === hash ? 'replayed' : 'conflict', id: earlier.id };
  }

  /** The earlier lead stored under an idempotency key, if any (replays are answered before the cap). */
  byIdempotencyKey(key: string): { id: string; payloadHash: string } | undefined {
    const row = this.statements.byKey.get(key);
    return row && { id: row.id, payloadHash: row.payload_hash };
  }

  get(id: string): Lead | undefined {
    const row = this.statements.byId.get(id);
    return row && toLead(row);
  }

  /** A lead by full id or by an unambiguous id prefix (for staff typing ids). */
  find(idOrPrefix: string): Lead | undefined | 'ambiguous' {
    const exact = this.get(idOrPrefix);
    if (exact) return exact;
    if (idOrPrefix.length < 4 || /[%_]/.test(idOrPrefix)) return undefined;
    const rows = this.statements.byPrefix.all(idOrPrefix);
    if (rows.length > 1) return 'ambiguous';
    return rows[0] && toLead(rows[0]);
  }

  list(options: { status?: LeadStatus; limit?: number } = {}): Lead[] {
    const where = options.status ? 'WHERE status = ?' : '';
    const params: (string | number)[] = options.status ? [options.status] : [];
    const rows = this.db
      .prepare<(string | number)[], LeadRow>(`SELECT * FROM leads ${where} ORDER BY seq DESC LIMIT ?`)
      .all(...params, options.limit ?? -1);
    return rows.map(toLead);
  }

  countWithStatus(status: LeadStatus): number {
    return this.statements.countWithStatus.get(status)!.n;
  }

  counts(): Record<LeadStatus, number> {
    const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
    for (const { status, n } of this.statements.countByStatus.all()) counts[status] = n;
    return counts;
  }

  /**
   * Takes the next due pending lead for one send and leases it: its next attempt moves to
   * `leaseUntil`, so if this process dies mid-send the lead becomes due again after the lease. The
   * returned lead's `outcomeUnknown` is the flag before this claim (look it up in Odoo first); in the
   * store the flag is set until the attempt's outcome is recorded.
   */
  claimDue(now: number, leaseUntil: number): Lead | undefined {
    return this.claim.immediate(now, leaseUntil);
  }

  markDelivered(id: string, odooId: number | null, now = Date.now()): boolean {
    return this.statements.delivered.run({ id, odooId, now }).changes === 1;
  }

  /** `outcomeUnknown`: Odoo may have created the lead (no answer was read), so look it up next time. */
  retryLater(
    id: string,
    nextAttemptAt: number,
    error: string,
    { rejected = false, outcomeUnknown = false } = {},
    now = Date.now(),
  ): boolean {
    const params = { id, nextAttemptAt, error, rejected: rejected ? 1 : 0, unknown: outcomeUnknown ? 1 : 0, now };
    return this.statements.retryLater.run(params).changes === 1;
  }

  markFailed(id: string, error: string, now = Date.now()): boolean {
    return this.statements.failed.run({ id, error, now }).changes === 1;
  }

  /** Odoo answered 2xx without an id: parked for staff, and looked up in Odoo if re-queued. */
  markNeedsAttention(id: string, reason: string, now = Date.now()): boolean {
    return this.statements.needsAttention.run({ id, reason, now }).changes === 1;
  }

  /** Staff action: a failed, parked (or waiting) lead becomes due now with its rejection count reset. */
  requeue(id: string, now = Date.now()): RequeueResult {
    if (this.statements.requeue.run({ id, now }).changes === 1) return 'requeued';
    const lead = this.get(id);
    if (!lead) return 'not_found';
    return lead.status as Exclude<LeadStatus, 'pending' | 'failed' | 'needs_attention'>;
  }

  /** Staff action: a held lead (or one discarded by mistake) is queued for delivery now. */
  release(id: string, now = Date.now()): ReleaseResult {
    if (this.statements.release.run({ id, now }).changes === 1) return 'released';
    const lead = this.get(id);
    if (!lead) return 'not_found';
    return lead.status as Exclude<LeadStatus, 'held' | 'discarded'>;
  }

  /** Staff action: every held lead is queued for delivery; returns how many. */
  releaseAllHeld(now = Date.now()): number {
    return this.statements.releaseAllHeld.run({ now }).changes;
  }

  /** Staff action: a held lead is judged junk and never forwarded (`release` undoes it). */
  discard(id: string, now = Date.now()): DiscardResult {
    if (this.statements.discard.run({ id, now }).changes === 1) return 'discarded';
    const lead = this.get(id);
    if (!lead) return 'not_found';
    return lead.status as Exclude<LeadStatus, 'held'>;
  }

  /** Staff action: every held lead is discarded; returns how many. */
  discardAllHeld(now = Date.now()): number {
    return this.statements.discardAllHeld.run({ now }).changes;
  }

  /** How many leads (or, with `spam`, honeypot hits) were stored since `since`, for the hourly cap. */
  countCreatedSince(since: number, spam: boolean): number {
    return this.statements.createdSince.get({ since, spam: spam ? 1 : 0 })!.n;
  }

  /** Creation time of the oldest lead that is not delivered (spam aside), or null. */
  oldestUndeliveredAt(): number | null {
    return this.statements.oldestUndelivered.get()!.oldest;
  }

  ping(): void {
    this.statements.ping.get();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

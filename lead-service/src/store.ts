import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LeadPayload } from '@linx/shared/leads';
import type { InsertResult, Lead, LeadStatus } from './lead';
import { migrate } from './schema';

interface LeadRow {
  seq: number;
  id: string;
  idempotency_key: string | null;
  payload_hash: string;
  name: string;
  email_from: string;
  contact_name: string;
  description: string;
  status: LeadStatus;
  attempts: number;
  rejections: number;
  next_attempt_at: number;
  last_error: string | null;
  odoo_id: number | null;
  created_at: number;
  updated_at: number;
  delivered_at: number | null;
}

function toLead(row: LeadRow): Lead {
  return {
    seq: row.seq,
    id: row.id,
    idempotencyKey: row.idempotency_key,
    payload: {
      name: row.name,
      email_from: row.email_from,
      contact_name: row.contact_name,
      description: row.description,
    },
    status: row.status,
    attempts: row.attempts,
    rejections: row.rejections,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    odooId: row.odoo_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deliveredAt: row.delivered_at,
  };
}

function payloadHash(payload: LeadPayload): string {
  const canonical = JSON.stringify([payload.name, payload.email_from, payload.contact_name, payload.description]);
  return createHash('sha256').update(canonical).digest('hex');
}

export type RequeueResult = 'requeued' | 'not_found' | 'delivered';

/**
 * The durable lead store: one SQLite file in WAL mode with synchronous=FULL, so a lead returned by
 * `insert` is on disk before the caller answers 202. Several processes may share the file (the
 * server and the staff CLI); claims are single UPDATE statements, so they are atomic.
 */
export class LeadStore {
  readonly db: Database.Database;
  private readonly statements;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db);
    this.statements = {
      insert: this.db.prepare<Record<string, unknown>, { id: string }>(
        `INSERT INTO leads (id, idempotency_key, payload_hash, name, email_from, contact_name, description,
                            next_attempt_at, created_at, updated_at)
         VALUES (@id, @key, @hash, @name, @email_from, @contact_name, @description, @now, @now, @now)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id`,
      ),
      byKey: this.db.prepare<[string], { id: string; payload_hash: string }>(
        'SELECT id, payload_hash FROM leads WHERE idempotency_key = ?',
      ),
      byId: this.db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?'),
      byPrefix: this.db.prepare<[string], LeadRow>("SELECT * FROM leads WHERE id LIKE ? || '%' ORDER BY seq LIMIT 2"),
      claim: this.db.prepare<{ now: number; leaseUntil: number }, LeadRow>(
        `UPDATE leads SET attempts = attempts + 1, next_attempt_at = @leaseUntil, updated_at = @now
         WHERE seq = (SELECT seq FROM leads WHERE status = 'pending' AND next_attempt_at <= @now
                      ORDER BY next_attempt_at, seq LIMIT 1)
         RETURNING *`,
      ),
      delivered: this.db.prepare(
        `UPDATE leads SET status = 'delivered', odoo_id = @odooId, last_error = NULL, delivered_at = @now, updated_at = @now
         WHERE id = @id AND status = 'pending'`,
      ),
      retryLater: this.db.prepare(
        `UPDATE leads SET next_attempt_at = @nextAttemptAt, last_error = @error, rejections = rejections + @rejected,
                          updated_at = @now
         WHERE id = @id AND status = 'pending'`,
      ),
      failed: this.db.prepare(
        `UPDATE leads SET status = 'failed', last_error = @error, rejections = rejections + 1, updated_at = @now
         WHERE id = @id AND status = 'pending'`,
      ),
      requeue: this.db.prepare(
        `UPDATE leads SET status = 'pending', rejections = 0, next_attempt_at = @now, updated_at = @now
         WHERE id = @id AND status <> 'delivered'`,
      ),
      countByStatus: this.db.prepare<[], { status: LeadStatus; n: number }>(
        'SELECT status, count(*) AS n FROM leads GROUP BY status',
      ),
      ping: this.db.prepare('SELECT 1'),
    };
  }

  /** Stores a lead (committed on return) unless its idempotency key is already known. */
  insert(payload: LeadPayload, idempotencyKey: string | null, now = Date.now()): InsertResult {
    const hash = payloadHash(payload);
    const inserted = this.statements.insert.get({ id: randomUUID(), key: idempotencyKey, hash, now, ...payload });
    if (inserted) return { kind: 'created', id: inserted.id };
    // Only a key conflict makes the INSERT a no-op, so the earlier row exists.
    const earlier = this.statements.byKey.get(idempotencyKey as string);
    if (!earlier) throw new Error('idempotency key conflict without a stored lead');
    return { kind: earlier.payload_hash === hash ? 'replayed' : 'conflict', id: earlier.id };
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

  counts(): Record<LeadStatus, number> {
    const counts: Record<LeadStatus, number> = { pending: 0, delivered: 0, failed: 0 };
    for (const { status, n } of this.statements.countByStatus.all()) counts[status] = n;
    return counts;
  }

  /**
   * Takes the next due pending lead for one send and leases it: its next attempt moves to
   * `leaseUntil`, so if this process dies mid-send the lead becomes due again after the lease.
   */
  claimDue(now: number, leaseUntil: number): Lead | undefined {
    const row = this.statements.claim.get({ now, leaseUntil });
    return row && toLead(row);
  }

  markDelivered(id: string, odooId: number | null, now = Date.now()): boolean {
    return this.statements.delivered.run({ id, odooId, now }).changes === 1;
  }

  retryLater(id: string, nextAttemptAt: number, error: string, rejected: boolean, now = Date.now()): boolean {
    return this.statements.retryLater.run({ id, nextAttemptAt, error, rejected: rejected ? 1 : 0, now }).changes === 1;
  }

  markFailed(id: string, error: string, now = Date.now()): boolean {
    return this.statements.failed.run({ id, error, now }).changes === 1;
  }

  /** Staff action: a failed (or waiting) lead becomes due now with its rejection count reset. */
  requeue(id: string, now = Date.now()): RequeueResult {
    const lead = this.get(id);
    if (!lead) return 'not_found';
    if (lead.status === 'delivered') return 'delivered';
    this.statements.requeue.run({ id, now });
    return 'requeued';
  }

  ping(): void {
    this.statements.ping.get();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

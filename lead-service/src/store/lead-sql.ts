import { UNDELIVERED_STATUSES } from '../lead';

const UNDELIVERED_SQL = UNDELIVERED_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The store's statements, written once for both engines: parameters are `@name` (SQLite's syntax;
 * the PostgreSQL driver turns them into `$n`), and only SQL both engines read the same way is used.
 * The claim differs per engine and lives in each driver.
 */
export const LEAD_SQL = {
  insert: `INSERT INTO leads (id, idempotency_key, payload_hash, name, email_from, contact_name, description, status,
                              last_error, next_attempt_at, created_at, updated_at)
           VALUES (@id, @key, @hash, @name, @email_from, @contact_name, @description, @status, @note, @now, @now, @now)
           ON CONFLICT (idempotency_key) DO NOTHING`,
  byKey: 'SELECT id, payload_hash FROM leads WHERE idempotency_key = @key',
  byId: 'SELECT * FROM leads WHERE id = @id',
  byPrefix: "SELECT * FROM leads WHERE id LIKE @prefix || '%' ORDER BY seq LIMIT 2",
  list: 'SELECT * FROM leads ORDER BY seq DESC LIMIT @limit',
  listWithStatus: 'SELECT * FROM leads WHERE status = @status ORDER BY seq DESC LIMIT @limit',
  delivered: `UPDATE leads SET status = 'delivered', odoo_id = @odooId, last_error = NULL, outcome_unknown = 0,
                               delivered_at = @now, updated_at = @now
              WHERE id = @id AND status = 'pending'`,
  retryLater: `UPDATE leads SET next_attempt_at = @nextAttemptAt, last_error = @error, rejections = rejections + @rejected,
                                outcome_unknown = @unknown, updated_at = @now
               WHERE id = @id AND status = 'pending'`,
  failed: `UPDATE leads SET status = 'failed', last_error = @error, rejections = rejections + 1, outcome_unknown = 0,
                            updated_at = @now
           WHERE id = @id AND status = 'pending'`,
  needsAttention: `UPDATE leads SET status = 'needs_attention', last_error = @reason, outcome_unknown = 1, updated_at = @now
                   WHERE id = @id AND status = 'pending'`,
  requeue: `UPDATE leads SET status = 'pending', rejections = 0, next_attempt_at = @now, updated_at = @now
            WHERE id = @id AND status IN ('pending', 'failed', 'needs_attention')`,
  release: `UPDATE leads SET status = 'pending', last_error = NULL, next_attempt_at = @now, updated_at = @now
            WHERE id = @id AND status IN ('held', 'discarded')`,
  releaseAllHeld: `UPDATE leads SET status = 'pending', last_error = NULL, next_attempt_at = @now, updated_at = @now
                   WHERE status = 'held'`,
  discard: `UPDATE leads SET status = 'discarded', updated_at = @now WHERE id = @id AND status = 'held'`,
  discardAllHeld: `UPDATE leads SET status = 'discarded', updated_at = @now WHERE status = 'held'`,
  countWithStatus: 'SELECT count(*) AS n FROM leads WHERE status = @status',
  createdSince: `SELECT count(*) AS n FROM leads
                 WHERE created_at >= @since AND (CASE WHEN status = 'spam' THEN 1 ELSE 0 END) = @spam`,
  oldestUndelivered: `SELECT min(created_at) AS oldest FROM leads WHERE status IN (${UNDELIVERED_SQL})`,
  countByStatus: 'SELECT status, count(*) AS n FROM leads GROUP BY status',
  ping: 'SELECT 1 AS ok',
} as const;

export type LeadSql = (typeof LEAD_SQL)[keyof typeof LEAD_SQL];
export type SqlParams = Record<string, string | number | null>;

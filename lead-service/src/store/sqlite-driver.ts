import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { backupStore } from '../backup';
import type { LeadRow } from '../lead-row';
import { migrate } from '../schema';
import type { LeadSql, SqlParams } from './lead-sql';
import type { SqlDriver } from './sql-driver';

// better-sqlite3 refuses an object for a statement without parameters.
const bind = (params: SqlParams): [SqlParams] | [] => (Object.keys(params).length > 0 ? [params] : []);

/**
 * The embedded engine: one SQLite file in WAL mode with synchronous=FULL, so a committed write is on
 * disk. Several processes of one machine may share the file (the server and the staff CLI); a claim
 * is one IMMEDIATE transaction, so two processes never take the same lead.
 */
export class SqliteDriver implements SqlDriver {
  readonly engine = 'sqlite';
  readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly claim;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db);
    const nextDue = this.db.prepare<{ now: number }, LeadRow>(
      `SELECT * FROM leads WHERE status = 'pending' AND next_attempt_at <= @now
       ORDER BY next_attempt_at, seq LIMIT 1`,
    );
    const lease = this.db.prepare(
      `UPDATE leads SET attempts = attempts + 1, outcome_unknown = 1, next_attempt_at = @leaseUntil, updated_at = @now
       WHERE seq = @seq`,
    );
    // An IMMEDIATE transaction: the write lock is taken before the read, and a failed COMMIT throws.
    this.claim = this.db.transaction((now: number, leaseUntil: number): LeadRow | undefined => {
      const row = nextDue.get({ now });
      if (row) lease.run({ seq: row.seq, now, leaseUntil });
      return row;
    });
  }

  private statement(sql: LeadSql): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * `run()` throws when the commit fails (a statement with RETURNING read through `get()` would hand
   * back the row even when the commit that follows fails).
   */
  async run(sql: LeadSql, params: SqlParams): Promise<number> {
    return this.statement(sql).run(...bind(params)).changes;
  }

  async get<T>(sql: LeadSql, params: SqlParams): Promise<T | undefined> {
    return this.statement(sql).get(...bind(params)) as T | undefined;
  }

  async all<T>(sql: LeadSql, params: SqlParams): Promise<T[]> {
    return this.statement(sql).all(...bind(params)) as T[];
  }

  async claimDue(now: number, leaseUntil: number): Promise<LeadRow | undefined> {
    return this.claim.immediate(now, leaseUntil);
  }

  backup(file: string): Promise<{ file: string; leads: number }> {
    return backupStore(this.db, file);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

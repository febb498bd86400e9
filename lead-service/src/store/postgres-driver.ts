import pg from 'pg';
import type { LeadRow } from '../lead-row';
import { backupPostgres } from './postgres-backup';
import { migratePostgres } from './postgres-schema';
import type { LeadSql, SqlParams } from './lead-sql';
import type { SqlDriver } from './sql-driver';

/** Every connection of the service says who it is: restore refuses to run while one is open. */
export const LEADS_APPLICATION_NAME = 'linx-lead-service';

const INT8_OID = 20;
// Counts, times (epoch ms) and seq are BIGINT; they stay far below 2^53, so numbers, not strings.
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

// Leases the next due lead. SKIP LOCKED passes over a row another instance is claiming right now,
// so concurrent claims never wait on each other nor take the same lead; the row is returned as it
// was before the claim.
const CLAIM_SQL = `WITH due AS (
    SELECT seq, attempts, outcome_unknown FROM leads
    WHERE status = 'pending' AND next_attempt_at <= $1
    ORDER BY next_attempt_at, seq LIMIT 1
    FOR UPDATE SKIP LOCKED)
  UPDATE leads SET attempts = leads.attempts + 1, outcome_unknown = 1, next_attempt_at = $2, updated_at = $1
  FROM due WHERE leads.seq = due.seq
  RETURNING leads.*, due.attempts AS attempts_before, due.outcome_unknown AS outcome_unknown_before`;

/** `@name` parameters in `$n` form, with their names in order. */
function positional(sql: string): { text: string; names: string[] } {
  const names: string[] = [];
  const text = sql.replace(/@(\w+)/g, (_match, name: string) => {
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { text, names };
}

/**
 * The shared engine: a PostgreSQL schema any number of lead services use at once. Every statement
 * is one autocommitted transaction (a resolved write is committed); the schema is migrated on start.
 */
export class PostgresDriver implements SqlDriver {
  readonly engine = 'postgres';
  private readonly compiled = new Map<string, { text: string; names: string[] }>();

  private constructor(
    readonly pool: pg.Pool,
    private readonly url: string,
  ) {}

  static async open(url: string, poolSize = 5): Promise<PostgresDriver> {
    const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: LEADS_APPLICATION_NAME, types });
    // An idle connection the server dropped is replaced at the next query; this only keeps it from crashing us.
    pool.on('error', () => {});
    try {
      const client = await pool.connect();
      try {
        await migratePostgres(client);
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresDriver(pool, url);
  }

  private query<T extends pg.QueryResultRow>(sql: LeadSql, params: SqlParams): Promise<pg.QueryResult<T>> {
    let statement = this.compiled.get(sql);
    if (!statement) {
      statement = positional(sql);
      this.compiled.set(sql, statement);
    }
    const values = statement.names.map((name) => {
      if (!(name in params)) throw new Error(`missing SQL parameter @${name}`);
      return params[name];
    });
    return this.pool.query<T>(statement.text, values);
  }

  async run(sql: LeadSql, params: SqlParams): Promise<number> {
    return (await this.query(sql, params)).rowCount ?? 0;
  }

  async get<T>(sql: LeadSql, params: SqlParams): Promise<T | undefined> {
    return (await this.query(sql, params)).rows[0] as T | undefined;
  }

  async all<T>(sql: LeadSql, params: SqlParams): Promise<T[]> {
    return (await this.query(sql, params)).rows as T[];
  }

  async claimDue(now: number, leaseUntil: number): Promise<LeadRow | undefined> {
    type Claimed = LeadRow & { attempts_before: number; outcome_unknown_before: number };
    const { rows } = await this.pool.query<Claimed>(CLAIM_SQL, [now, leaseUntil]);
    if (rows.length === 0) return undefined;
    const { attempts_before, outcome_unknown_before, ...row } = rows[0];
    return { ...row, attempts: attempts_before, outcome_unknown: outcome_unknown_before };
  }

  backup(file: string): Promise<{ file: string; leads: number }> {
    return backupPostgres(this.pool, this.url, file);
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DashboardStats, ReleaseEvent } from '@linx/shared/analytics';
import { daysBefore } from '../days';
import { COLUMNS, rowValues, type EventRow, type EventStore, type ReleaseHealth, type SqlParams } from './event-store';
import { ANALYTICS_LOCK, migratePostgres } from './postgres-schema';
import {
  INSERT_RELEASE_EVENT,
  RELEASE_HEALTH,
  releaseEventParams,
  releaseHealth,
  TRIM_RELEASE_EVENTS,
} from './release-sql';
import { COUNT_ON, DAYS_TO_ROLL, DELETE_EXPIRED, DELETE_OLD_SALTS, IS_ROLLED, rollupStatements } from './rollup';
import { assembleStats, STATS_SQL, type StatsRows } from './stats-sql';

const ROLLUP = rollupStatements('postgres');
const INT8_OID = 20;
const NUMERIC_OID = 1700;
// COUNT and SUM answer BIGINT and NUMERIC; every count here stays far below 2^53: numbers, not strings.
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID || oid === NUMERIC_OID
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** `@name` parameters in `$n` form, with their values in order. */
function positional(sql: string, params: SqlParams): { text: string; values: unknown[] } {
  const names: string[] = [];
  const text = sql.replace(/@(\w+)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`missing SQL parameter @${name}`);
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { text, values: names.map((name) => params[name]) };
}

type Queryable = pg.Pool | pg.PoolClient;

async function query<T extends pg.QueryResultRow>(
  on: Queryable,
  sql: string,
  params: SqlParams = {},
): Promise<pg.QueryResult<T>> {
  const { text, values } = positional(sql, params);
  return on.query<T>(text, values);
}

/**
 * The shared engine (`ANALYTICS_DATABASE_URL`): any number of collectors on one PostgreSQL schema,
 * migrated on start; a small pool keeps memory bounded.
 */
export class PostgresEventStore implements EventStore {
  readonly engine = 'postgres';
  private salt: { day: string; salt: Buffer } | null = null;

  private constructor(private readonly pool: pg.Pool) {}

  static async open(url: string, poolSize = 5): Promise<PostgresEventStore> {
    const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: 'linx-analytics', types });
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
    return new PostgresEventStore(pool);
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>, keep = true): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query(keep ? 'COMMIT' : 'ROLLBACK');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async saltOf(day: string): Promise<Buffer> {
    if (this.salt?.day === day) return this.salt.salt;
    // The first instance to need the day's salt makes it; every other one reads that one.
    const salt = await this.transaction(async (client) => {
      await query(client, 'INSERT INTO salts (day, salt) VALUES (@day, @salt) ON CONFLICT (day) DO NOTHING', {
        day,
        salt: randomBytes(32),
      });
      await query(client, DELETE_OLD_SALTS, { day });
      return (await query<{ salt: Buffer }>(client, 'SELECT salt FROM salts WHERE day = @day', { day })).rows[0].salt;
    });
    this.salt = { day, salt };
    return salt;
  }

  async insert(rows: EventRow[]): Promise<void> {
    if (rows.length === 0) return;
    const width = COLUMNS.length;
    const tuples = rows.map((_row, r) => `(${COLUMNS.map((_column, c) => `$${r * width + c + 1}`).join(', ')})`);
    await this.pool.query(
      `INSERT INTO events (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`,
      rows.flatMap(rowValues),
    );
  }

  async countOn(day: string): Promise<number> {
    return (await query<{ n: number }>(this.pool, COUNT_ON, { day })).rows[0].n;
  }

  async maintain(today: string, retentionDays: number): Promise<{ rolled: string[]; deleted: number }> {
    return this.transaction(async (client) => {
      // One collector aggregates at a time; the others find the days done.
      await client.query('SELECT pg_advisory_xact_lock($1)', [ANALYTICS_LOCK]);
      const days = (await query<{ day: string }>(client, DAYS_TO_ROLL, { today })).rows.map((row) => row.day);
      for (const day of days) await this.rollup(client, day);
      const deleted = await query(client, DELETE_EXPIRED, { cutoff: daysBefore(today, retentionDays) });
      await query(client, DELETE_OLD_SALTS, { day: today });
      if (this.salt && this.salt.day < today) this.salt = null;
      return { rolled: days, deleted: deleted.rowCount ?? 0 };
    });
  }

  private async rollup(client: pg.PoolClient, day: string): Promise<void> {
    for (const sql of ROLLUP) await query(client, sql, { day });
  }

  // Today's aggregate rows are written in a transaction that is rolled back: the day goes on.
  async stats(from: string, today: string): Promise<DashboardStats> {
    return this.transaction(async (client) => {
      if ((await query(client, IS_ROLLED, { day: today })).rows.length === 0) await this.rollup(client, today);
      const rows: Record<string, unknown[]> = {};
      for (const [name, sql] of Object.entries(STATS_SQL))
        rows[name] = (await query(client, sql, { from, to: today })).rows;
      return assembleStats(rows as StatsRows, from, today);
    }, false);
  }

  async releaseHealth(remote: string, version: string, since: number): Promise<ReleaseHealth> {
    const { rows } = await query<{ views: number; errors: number }>(this.pool, RELEASE_HEALTH, {
      remote,
      version,
      since,
    });
    return releaseHealth(rows[0]);
  }

  async addReleaseEvent(event: ReleaseEvent): Promise<void> {
    await this.transaction(async (client) => {
      await query(client, INSERT_RELEASE_EVENT, releaseEventParams(event));
      await query(client, TRIM_RELEASE_EVENTS);
    });
  }

  async all<T>(sql: string, params: SqlParams = {}): Promise<T[]> {
    return (await query(this.pool, sql, params)).rows as T[];
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}

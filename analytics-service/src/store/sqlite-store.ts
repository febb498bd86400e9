import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { DashboardStats, ReleaseEvent } from '@linx/shared/analytics';
import { daysBefore } from '../days';
import { COLUMNS, rowValues, type EventRow, type EventStore, type ReleaseHealth, type SqlParams } from './event-store';
import {
  INSERT_RELEASE_EVENT,
  RELEASE_HEALTH,
  releaseEventParams,
  releaseHealth,
  TRIM_RELEASE_EVENTS,
} from './release-sql';
import { COUNT_ON, DAYS_TO_ROLL, DELETE_EXPIRED, DELETE_OLD_SALTS, IS_ROLLED, rollupStatements } from './rollup';
import { ADDED_EVENT_COLUMNS, AFTER_ADDED_COLUMNS, SCHEMA } from './sqlite-schema';
import { assembleStats, STATS_SQL, type StatsRows } from './stats-sql';

const ROLLUP = rollupStatements('sqlite');
// better-sqlite3 refuses an object for a statement without parameters.
const bind = (params: SqlParams): [SqlParams] | [] => (Object.keys(params).length > 0 ? [params] : []);

/** The embedded store: one SQLite file in WAL mode (the default engine). */
export class SqliteEventStore implements EventStore {
  readonly engine = 'sqlite';
  readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly insertRow: Database.Statement;
  private readonly insertMany: (rows: EventRow[]) => void;
  private salt: { day: string; salt: Buffer } | null = null;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    this.addMissingColumns();
    this.insertRow = this.db.prepare(
      `INSERT INTO events (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
    );
    this.insertMany = this.db.transaction((rows: EventRow[]) => {
      for (const row of rows) this.insertRow.run(rowValues(row));
    });
  }

  /** A file made before the release watch gets its columns (SQLite has no IF NOT EXISTS for them). */
  private addMissingColumns(): void {
    const present = new Set((this.db.pragma('table_info(events)') as { name: string }[]).map((column) => column.name));
    for (const column of ADDED_EVENT_COLUMNS) {
      if (!present.has(column)) this.db.exec(`ALTER TABLE events ADD COLUMN ${column} TEXT`);
    }
    this.db.exec(AFTER_ADDED_COLUMNS);
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private rows<T>(sql: string, params: SqlParams = {}): T[] {
    return this.statement(sql).all(...bind(params)) as T[];
  }

  async saltOf(day: string): Promise<Buffer> {
    if (this.salt?.day === day) return this.salt.salt;
    const salt = this.db
      .transaction(() => {
        const kept = this.statement('SELECT salt FROM salts WHERE day = @day').get({ day }) as
          { salt: Buffer } | undefined;
        if (kept) return kept.salt;
        const made = randomBytes(32);
        this.statement(DELETE_OLD_SALTS).run({ day });
        this.statement('INSERT INTO salts (day, salt) VALUES (@day, @salt)').run({ day, salt: made });
        return made;
      })
      .immediate();
    this.salt = { day, salt };
    return salt;
  }

  async insert(rows: EventRow[]): Promise<void> {
    this.insertMany(rows);
  }

  async countOn(day: string): Promise<number> {
    return this.rows<{ n: number }>(COUNT_ON, { day })[0].n;
  }

  async maintain(today: string, retentionDays: number): Promise<{ rolled: string[]; deleted: number }> {
    return this.db
      .transaction(() => {
        const days = this.rows<{ day: string }>(DAYS_TO_ROLL, { today }).map((row) => row.day);
        for (const day of days) this.rollup(day);
        const { changes } = this.statement(DELETE_EXPIRED).run({ cutoff: daysBefore(today, retentionDays) });
        this.statement(DELETE_OLD_SALTS).run({ day: today });
        if (this.salt && this.salt.day < today) this.salt = null;
        return { rolled: days, deleted: changes };
      })
      .immediate();
  }

  private rollup(day: string): void {
    for (const sql of ROLLUP) this.statement(sql).run({ day });
  }

  // Today's aggregate rows are written in a savepoint, read, and undone: the day goes on.
  async stats(from: string, today: string): Promise<DashboardStats> {
    this.db.exec('SAVEPOINT live_day');
    try {
      if (this.rows(IS_ROLLED, { day: today }).length === 0) this.rollup(today);
      const rows = Object.fromEntries(
        Object.entries(STATS_SQL).map(([name, sql]) => [name, this.rows(sql, { from, to: today })]),
      ) as StatsRows;
      return assembleStats(rows, from, today);
    } finally {
      this.db.exec('ROLLBACK TO live_day; RELEASE live_day');
    }
  }

  async releaseHealth(remote: string, version: string, since: number): Promise<ReleaseHealth> {
    return releaseHealth(this.rows<{ views: number; errors: number }>(RELEASE_HEALTH, { remote, version, since })[0]);
  }

  async addReleaseEvent(event: ReleaseEvent): Promise<void> {
    this.db.transaction(() => {
      this.statement(INSERT_RELEASE_EVENT).run(releaseEventParams(event));
      this.statement(TRIM_RELEASE_EVENTS).run();
    })();
  }

  async all<T>(sql: string, params: SqlParams = {}): Promise<T[]> {
    return this.rows<T>(sql, params);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { daysBefore } from './days';
import { rollupDay } from './rollup';
import { SCHEMA } from './schema';

/** One raw event as stored: a visitor hash, never an address or a user agent. */
export interface EventRow {
  day: string;
  at: number;
  type: 'pageview' | 'conversion' | 'vital';
  visitor: string | null;
  path: string;
  route?: string | null;
  device?: string | null;
  entry?: boolean;
  landing_page?: string | null;
  source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  kind?: string | null;
  metric?: string | null;
  value?: number | null;
  rating?: string | null;
  target?: string | null;
  phases?: string | null;
}

const COLUMNS = [
  'day',
  'at',
  'type',
  'visitor',
  'path',
  'route',
  'device',
  'entry',
  'landing_page',
  'source',
  'utm_medium',
  'utm_campaign',
  'kind',
  'metric',
  'value',
  'rating',
  'target',
  'phases',
] as const;

/** SQLite store of raw events, the day's salt and the daily aggregates. */
export class EventStore {
  readonly db: Database.Database;
  private readonly insertRow: Database.Statement;
  private readonly insertMany: (rows: EventRow[]) => void;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
    this.insertRow = this.db.prepare(
      `INSERT INTO events (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`,
    );
    this.insertMany = this.db.transaction((rows: EventRow[]) => {
      for (const row of rows) this.insertRow.run(toParams(row));
    });
  }

  /**
   * The salt of `day`: random, made on its first use, and the only one kept; the salts of earlier
   * days are deleted, so yesterday's hashes can no longer be linked to an address.
   */
  saltOf(day: string): Buffer {
    const row = this.db.prepare('SELECT salt FROM salts WHERE day = ?').get(day) as { salt: Buffer } | undefined;
    if (row) return row.salt;
    const salt = randomBytes(32);
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM salts WHERE day <> ?').run(day);
      this.db.prepare('INSERT INTO salts (day, salt) VALUES (?, ?)').run(day, salt);
    })();
    return salt;
  }

  insert(rows: EventRow[]): void {
    this.insertMany(rows);
  }

  countOn(day: string): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM events WHERE day = ?').get(day) as { n: number }).n;
  }

  /** Aggregates every day before `today` not yet aggregated, then deletes raw events past retention. */
  maintain(today: string, retentionDays: number): { rolled: string[]; deleted: number } {
    const days = this.db
      .prepare('SELECT DISTINCT day FROM events WHERE day < ? AND day NOT IN (SELECT day FROM rolled_days)')
      .pluck()
      .all(today) as string[];
    return this.db.transaction(() => {
      for (const day of days) rollupDay(this.db, day);
      const cutoff = daysBefore(today, retentionDays);
      const { changes } = this.db
        .prepare('DELETE FROM events WHERE day < ? AND day IN (SELECT day FROM rolled_days)')
        .run(cutoff);
      this.db.prepare('DELETE FROM salts WHERE day <> ?').run(today);
      return { rolled: days, deleted: changes };
    })();
  }

  /**
   * Runs `read` against the aggregates with `today` aggregated as it stands now; today's aggregate
   * rows are undone afterwards, as the day goes on.
   */
  withToday<T>(today: string, read: () => T): T {
    this.db.exec('SAVEPOINT live_day');
    try {
      const rolled = this.db.prepare('SELECT 1 FROM rolled_days WHERE day = ?').get(today);
      if (!rolled) rollupDay(this.db, today);
      return read();
    } finally {
      this.db.exec('ROLLBACK TO live_day; RELEASE live_day');
    }
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

function toParams(row: EventRow): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const column of COLUMNS) params[column] = row[column] ?? null;
  params.entry = row.entry ? 1 : 0;
  return params;
}

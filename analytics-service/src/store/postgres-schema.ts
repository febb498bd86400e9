import type pg from 'pg';
import { RELEASE_TABLES } from './sqlite-schema';

/**
 * The collector's tables on PostgreSQL, the same as on SQLite (sqlite-schema.ts). Migrations run in
 * order on start, each once, under a lock: several collectors may start at the same time.
 */
export const MIGRATIONS: string[] = [
  `CREATE TABLE salts (day TEXT PRIMARY KEY, salt BYTEA NOT NULL);
   CREATE TABLE events (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     day TEXT NOT NULL,
     at BIGINT NOT NULL,
     type TEXT NOT NULL,
     visitor TEXT,
     path TEXT NOT NULL,
     route TEXT,
     device TEXT,
     entry INTEGER NOT NULL DEFAULT 0,
     landing_page TEXT,
     source TEXT,
     utm_medium TEXT,
     utm_campaign TEXT,
     kind TEXT,
     metric TEXT,
     value DOUBLE PRECISION,
     rating TEXT,
     target TEXT,
     phases TEXT
   );
   CREATE INDEX events_day ON events (day, type);
   CREATE TABLE rolled_days (day TEXT PRIMARY KEY);
   CREATE TABLE daily_totals (
     day TEXT PRIMARY KEY, pageviews INTEGER NOT NULL, visitors INTEGER NOT NULL,
     contact_visitors INTEGER NOT NULL, conversions INTEGER NOT NULL, leads INTEGER NOT NULL
   );
   CREATE TABLE daily_pages (
     day TEXT NOT NULL, path TEXT NOT NULL, views INTEGER NOT NULL, visitors INTEGER NOT NULL,
     PRIMARY KEY (day, path)
   );
   CREATE TABLE daily_entries (
     day TEXT NOT NULL, landing_page TEXT NOT NULL, source TEXT NOT NULL,
     visits INTEGER NOT NULL, conversions INTEGER NOT NULL, leads INTEGER NOT NULL,
     PRIMARY KEY (day, landing_page, source)
   );
   CREATE TABLE daily_conversions (
     day TEXT NOT NULL, kind TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, kind)
   );
   CREATE TABLE daily_vitals (
     day TEXT NOT NULL, route TEXT NOT NULL, device TEXT NOT NULL, metric TEXT NOT NULL,
     rating TEXT NOT NULL, bucket INTEGER NOT NULL, count INTEGER NOT NULL,
     PRIMARY KEY (day, route, device, metric, rating, bucket)
   );
   CREATE TABLE daily_targets (
     day TEXT NOT NULL, route TEXT NOT NULL, metric TEXT NOT NULL, target TEXT NOT NULL,
     count INTEGER NOT NULL, worst DOUBLE PRECISION NOT NULL,
     PRIMARY KEY (day, route, metric, target)
   );`,
  // The release watch: each page view and error names its remote and release (docs/releases.md).
  `ALTER TABLE events ADD COLUMN remote TEXT, ADD COLUMN version TEXT;
   CREATE INDEX events_release ON events (remote, version, at);
   ${RELEASE_TABLES}
   CREATE TABLE release_events (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     at TEXT NOT NULL, app TEXT NOT NULL, action TEXT NOT NULL, version TEXT, from_version TEXT,
     actor TEXT NOT NULL, reason TEXT,
     UNIQUE (at, app, action)
   );`,
];

/** The advisory lock of the collector's migrations and aggregation (one holder at a time). */
export const ANALYTICS_LOCK = 4_120_014;

/** Brings the schema up to date on `client`. */
export async function migratePostgres(client: pg.PoolClient): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [ANALYTICS_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS analytics_migrations (version INTEGER PRIMARY KEY)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM analytics_migrations');
    const done = new Set(rows.map((row) => row.version));
    for (const [index, sql] of MIGRATIONS.entries()) {
      if (done.has(index + 1)) continue;
      await client.query(sql);
      await client.query('INSERT INTO analytics_migrations (version) VALUES ($1)', [index + 1]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

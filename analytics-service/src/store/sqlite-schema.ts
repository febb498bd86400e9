/**
 * The release watch's aggregates and the release log (docs/releases.md "Watched for its first
 * minutes"): page views and errors per remote and release each day, and the newest events of the
 * apps' release logs. The same text on both engines.
 */
export const RELEASE_TABLES = `
CREATE TABLE IF NOT EXISTS daily_release_views (
  day TEXT NOT NULL, remote TEXT NOT NULL, version TEXT NOT NULL, views INTEGER NOT NULL,
  PRIMARY KEY (day, remote, version)
);
CREATE TABLE IF NOT EXISTS daily_errors (
  day TEXT NOT NULL, remote TEXT NOT NULL, version TEXT NOT NULL, kind TEXT NOT NULL, count INTEGER NOT NULL,
  PRIMARY KEY (day, remote, version, kind)
);
`;

/**
 * The collector's tables (SQLite). Raw events carry a visitor's daily hash, never an address or a
 * user agent, and are deleted after the retention period; the daily aggregates hold no visitor at
 * all and are kept forever (docs/decisions.md 14).
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS salts (day TEXT PRIMARY KEY, salt BLOB NOT NULL);

CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  at INTEGER NOT NULL,
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
  value REAL,
  rating TEXT,
  target TEXT,
  phases TEXT,
  remote TEXT,
  version TEXT
);
CREATE INDEX IF NOT EXISTS events_day ON events (day, type);

CREATE TABLE IF NOT EXISTS rolled_days (day TEXT PRIMARY KEY);

CREATE TABLE IF NOT EXISTS daily_totals (
  day TEXT PRIMARY KEY,
  pageviews INTEGER NOT NULL,
  visitors INTEGER NOT NULL,
  contact_visitors INTEGER NOT NULL,
  conversions INTEGER NOT NULL,
  leads INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS daily_pages (
  day TEXT NOT NULL, path TEXT NOT NULL, views INTEGER NOT NULL, visitors INTEGER NOT NULL,
  PRIMARY KEY (day, path)
);
CREATE TABLE IF NOT EXISTS daily_entries (
  day TEXT NOT NULL, landing_page TEXT NOT NULL, source TEXT NOT NULL,
  visits INTEGER NOT NULL, conversions INTEGER NOT NULL, leads INTEGER NOT NULL,
  PRIMARY KEY (day, landing_page, source)
);
CREATE TABLE IF NOT EXISTS daily_conversions (
  day TEXT NOT NULL, kind TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, kind)
);
CREATE TABLE IF NOT EXISTS daily_vitals (
  day TEXT NOT NULL, route TEXT NOT NULL, device TEXT NOT NULL, metric TEXT NOT NULL,
  rating TEXT NOT NULL, bucket INTEGER NOT NULL, count INTEGER NOT NULL,
  PRIMARY KEY (day, route, device, metric, rating, bucket)
);
CREATE TABLE IF NOT EXISTS daily_targets (
  day TEXT NOT NULL, route TEXT NOT NULL, metric TEXT NOT NULL, target TEXT NOT NULL,
  count INTEGER NOT NULL, worst REAL NOT NULL,
  PRIMARY KEY (day, route, metric, target)
);
${RELEASE_TABLES}
CREATE TABLE IF NOT EXISTS release_events (
  id INTEGER PRIMARY KEY, at TEXT NOT NULL, app TEXT NOT NULL, action TEXT NOT NULL, version TEXT,
  from_version TEXT, actor TEXT NOT NULL, reason TEXT,
  UNIQUE (at, app, action)
);
`;

/**
 * Columns added to `events` after its first version: a file made before them gets them on open
 * (ALTER TABLE), then the index that reads them.
 */
export const ADDED_EVENT_COLUMNS = ['remote', 'version'] as const;
export const AFTER_ADDED_COLUMNS = 'CREATE INDEX IF NOT EXISTS events_release ON events (remote, version, at)';

/**
 * Width of one histogram bucket per metric: a p75 read from the daily aggregates is exact to one
 * bucket (50 ms for the timings, 8 ms for INP, 0.005 for CLS).
 */
export const BUCKET_STEP: Record<string, number> = { LCP: 50, FCP: 50, TTFB: 50, INP: 8, CLS: 0.005 };

/**
 * The last bucket of each metric: values beyond it count in it, so a day's histogram has a bounded
 * number of rows (LCP, FCP and TTFB to 20 s, INP to 5 s, CLS to 1; a p75 there reads "at least").
 */
export const BUCKET_LAST: Record<string, number> = { LCP: 399, FCP: 399, TTFB: 399, INP: 624, CLS: 199 };

import type { DashboardStats, ReleaseEvent } from '@linx/shared/analytics';

/** One raw event as stored: a visitor hash, never an address or a user agent. */
export interface EventRow {
  day: string;
  at: number;
  type: 'pageview' | 'conversion' | 'vital' | 'error';
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
  /** The remote owning the page and its release (page views and errors). */
  remote?: string | null;
  version?: string | null;
}

/** A release's figures since a time (the watch's question): its page views and its visitors' errors. */
export interface ReleaseHealth {
  views: number;
  errors: number;
}

export const COLUMNS = [
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
  'remote',
  'version',
] as const;

/** The values of a row in `COLUMNS` order (entry as 0/1, absent fields as null). */
export function rowValues(row: EventRow): unknown[] {
  return COLUMNS.map((column) => (column === 'entry' ? (row.entry ? 1 : 0) : (row[column] ?? null)));
}

/** `@name` parameters of a statement. */
export type SqlParams = Record<string, unknown>;

/**
 * The collector's store: raw events, the day's salt and the daily aggregates, on SQLite (the default)
 * or PostgreSQL (`ANALYTICS_DATABASE_URL`), README "Analytics".
 */
export interface EventStore {
  readonly engine: 'sqlite' | 'postgres';
  /**
   * The salt of `day`: random, made on its first use and shared by every instance of the store; the
   * salts of earlier days are deleted, so yesterday's hashes can no longer be linked to an address.
   */
  saltOf(day: string): Promise<Buffer>;
  /** Stores the rows in one transaction: resolved once committed. */
  insert(rows: EventRow[]): Promise<void>;
  countOn(day: string): Promise<number>;
  /** Aggregates every day before `today` not yet aggregated, then deletes raw events past retention. */
  maintain(today: string, retentionDays: number): Promise<{ rolled: string[]; deleted: number }>;
  /** The dashboard's figures for `from`–`today`, with `today` aggregated as it stands now (not kept). */
  stats(from: string, today: string): Promise<DashboardStats>;
  /**
   * Views and errors of one remote's release since `since` (ms), from the raw events (kept 30 days):
   * the release watch asks it of a release just promoted and of the one before it.
   */
  releaseHealth(remote: string, version: string, since: number): Promise<ReleaseHealth>;
  /** Stores one event of an app's release log, once; only the newest `RELEASE_EVENTS_KEPT` are kept. */
  addReleaseEvent(event: ReleaseEvent): Promise<void>;
  /** Rows of a read-only query (`@name` parameters): tests and checks look inside with it. */
  all<T>(sql: string, params?: SqlParams): Promise<T[]>;
  close(): Promise<void>;
}

import type { ReleaseErrors, ReleaseEvent } from '@linx/shared/analytics';
import type { ReleaseHealth } from './event-store';

/** Events of the apps' release logs the collector keeps: the newest, the rest deleted (README "Releases"). */
export const RELEASE_EVENTS_KEPT = 500;
/** Of those, the ones the dashboard shows. */
export const RELEASE_EVENTS_SHOWN = 50;
/** Remotes × releases the dashboard's error table lists, most errors first. */
const ERROR_ROWS_SHOWN = 50;

/** A release's page views and errors since `@since` (ms), from the raw events (the watch's question). */
export const RELEASE_HEALTH = `SELECT COUNT(*) FILTER (WHERE type = 'pageview') AS views,
    COUNT(*) FILTER (WHERE type = 'error') AS errors
  FROM events WHERE remote = @remote AND version = @version AND at >= @since`;

/** One release event, once: the same action of an app at the same instant is the same event. */
export const INSERT_RELEASE_EVENT = `INSERT INTO release_events (at, app, action, version, from_version, actor, reason)
  VALUES (@at, @app, @action, @version, @from_version, @actor, @reason) ON CONFLICT (at, app, action) DO NOTHING`;

export const TRIM_RELEASE_EVENTS = `DELETE FROM release_events WHERE id NOT IN
  (SELECT id FROM release_events ORDER BY at DESC, id DESC LIMIT ${RELEASE_EVENTS_KEPT})`;

/** The parameters of INSERT_RELEASE_EVENT for an event. */
export const releaseEventParams = (event: ReleaseEvent) => ({
  at: event.at,
  app: event.app,
  action: event.action,
  version: event.version,
  from_version: event.from ?? null,
  actor: event.by,
  reason: event.reason ?? null,
});

/** The dashboard's queries of the release watch (the days `@from`–`@to`, like STATS_SQL's). */
export const RELEASE_STATS_SQL = {
  errors: `SELECT remote, version, SUM(views) AS views, SUM(errors) AS errors, SUM(fallbacks) AS fallbacks
    FROM (
      SELECT remote, version, views, 0 AS errors, 0 AS fallbacks FROM daily_release_views
        WHERE day BETWEEN @from AND @to
      UNION ALL
      SELECT remote, version, 0 AS views, count AS errors, CASE WHEN kind = 'fallback' THEN count ELSE 0 END AS fallbacks
        FROM daily_errors WHERE day BETWEEN @from AND @to
    ) AS figures
    GROUP BY remote, version ORDER BY errors DESC, views DESC, remote, version LIMIT ${ERROR_ROWS_SHOWN}`,
  // The newest events whatever the range: the dashboard lists what happened lately.
  releases: `SELECT at, app, action, version, from_version, actor, reason FROM release_events
    ORDER BY at DESC, id DESC LIMIT ${RELEASE_EVENTS_SHOWN}`,
} as const;

interface ErrorRow {
  remote: string;
  version: string;
  views: number;
  errors: number;
  fallbacks: number;
}

interface ReleaseEventRow {
  at: string;
  app: string;
  action: ReleaseEvent['action'];
  version: string | null;
  from_version: string | null;
  actor: string;
  reason: string | null;
}

export const releaseErrors = (rows: unknown[]): ReleaseErrors[] =>
  (rows as ErrorRow[]).map(({ remote, version, views, errors, fallbacks }) => ({
    remote,
    release: version,
    views,
    errors,
    fallbacks,
    rate: views > 0 ? errors / views : errors > 0 ? 1 : 0,
  }));

export const releaseEvents = (rows: unknown[]): ReleaseEvent[] =>
  (rows as ReleaseEventRow[]).map(({ from_version, actor, reason, ...event }) => ({
    ...event,
    ...(from_version !== null ? { from: from_version } : {}),
    by: actor,
    ...(reason !== null ? { reason } : {}),
  }));

/** A health row as numbers (COUNT answers BIGINT on PostgreSQL). */
export const releaseHealth = (row: { views: number | string; errors: number | string }): ReleaseHealth => ({
  views: Number(row.views),
  errors: Number(row.errors),
});

import { OTHER_PATH } from '../recorded-path';
import { BUCKET_LAST, BUCKET_STEP } from './sqlite-schema';

const stepCase = `CASE metric ${Object.entries(BUCKET_STEP)
  .map(([metric, step]) => `WHEN '${metric}' THEN ${step}`)
  .join(' ')} ELSE 1 END`;

const lastCase = `CASE metric ${Object.entries(BUCKET_LAST)
  .map(([metric, last]) => `WHEN '${metric}' THEN ${last}`)
  .join(' ')} ELSE 0 END`;

// SQLite's CAST truncates; PostgreSQL's rounds, so it takes FLOOR first. Values past the last bucket
// are counted in it (SQLite's two-argument MIN is PostgreSQL's LEAST).
const BUCKET = {
  sqlite: `MIN(CAST(value / (${stepCase}) AS INTEGER), ${lastCase})`,
  postgres: `LEAST(CAST(FLOOR(value / (${stepCase})) AS INTEGER), ${lastCase})`,
};

/**
 * Rows a day keeps at most (README, "What is stored"): the most viewed paths, the entry page and source
 * pairs with the most visits and conversions, the elements blamed most often; the rest of each are
 * counted together as one row ("otra", "(otras)", "(otros)"), so made-up values cannot grow the
 * aggregates that are kept forever.
 */
export const ROWS_PER_DAY = { pages: 1_000, entries: 1_000, targets: 300, releases: 200 } as const;
export const OTHER_SOURCE = '(otras)';
/** The releases past a day's `ROWS_PER_DAY.releases` (a version never has parentheses). */
export const OTHER_RELEASE = '(otras)';
export const OTHER_TARGET = '(otros)';
const ENTRY_EVENTS = `day = @day AND (type = 'conversion' OR (type = 'pageview' AND entry = 1))`;
const RELEASE_EVENTS = `day = @day AND remote IS NOT NULL AND type IN ('pageview', 'error')`;
/** Each page view and error of a day with its release, or OTHER_RELEASE past the day's most frequent. */
const MARKED_RELEASES = `WITH kept AS (SELECT remote, version FROM events WHERE ${RELEASE_EVENTS}
       GROUP BY remote, version ORDER BY COUNT(*) DESC, remote, version LIMIT ${ROWS_PER_DAY.releases}),
     marked AS (SELECT type, kind, remote,
       CASE WHEN (remote, version) IN (SELECT remote, version FROM kept) THEN version ELSE '${OTHER_RELEASE}' END AS release_kept
       FROM events WHERE ${RELEASE_EVENTS})`;
const BLAMING_VITALS = `day = @day AND type = 'vital' AND rating <> 'good' AND target IS NOT NULL`;

/**
 * The statements that turn one day's raw events into its aggregates (each takes the day as `@day`);
 * the caller runs them in one transaction.
 */
export function rollupStatements(engine: 'sqlite' | 'postgres'): string[] {
  return [
    `INSERT INTO daily_totals (day, pageviews, visitors, contact_visitors, conversions, leads)
     SELECT @day,
       COUNT(*) FILTER (WHERE type = 'pageview'),
       COUNT(DISTINCT visitor) FILTER (WHERE type = 'pageview'),
       COUNT(DISTINCT visitor) FILTER (WHERE type = 'pageview' AND route = '/contacto'),
       COUNT(*) FILTER (WHERE type = 'conversion'),
       COUNT(*) FILTER (WHERE type = 'conversion' AND kind = 'lead')
     FROM events WHERE day = @day`,
    `WITH kept AS (SELECT path FROM events WHERE day = @day AND type = 'pageview'
       GROUP BY path ORDER BY COUNT(*) DESC, path LIMIT ${ROWS_PER_DAY.pages})
     INSERT INTO daily_pages (day, path, views, visitors)
     SELECT @day, CASE WHEN path IN (SELECT path FROM kept) THEN path ELSE '${OTHER_PATH}' END AS page,
       COUNT(*), COUNT(DISTINCT visitor)
     FROM events WHERE day = @day AND type = 'pageview' GROUP BY page`,
    `WITH kept AS (SELECT landing_page, source FROM events WHERE ${ENTRY_EVENTS}
       GROUP BY landing_page, source ORDER BY COUNT(*) DESC, landing_page, source LIMIT ${ROWS_PER_DAY.entries}),
     marked AS (SELECT type, kind, (landing_page, source) IN (SELECT landing_page, source FROM kept) AS known,
       landing_page, source FROM events WHERE ${ENTRY_EVENTS})
     INSERT INTO daily_entries (day, landing_page, source, visits, conversions, leads)
     SELECT @day,
       CASE WHEN known THEN landing_page ELSE '${OTHER_PATH}' END AS page,
       CASE WHEN known THEN source ELSE '${OTHER_SOURCE}' END AS origin,
       COUNT(*) FILTER (WHERE type = 'pageview'),
       COUNT(*) FILTER (WHERE type = 'conversion'),
       COUNT(*) FILTER (WHERE type = 'conversion' AND kind = 'lead')
     FROM marked GROUP BY page, origin`,
    `INSERT INTO daily_conversions (day, kind, count)
     SELECT @day, kind, COUNT(*) FROM events WHERE day = @day AND type = 'conversion' GROUP BY kind`,
    `INSERT INTO daily_vitals (day, route, device, metric, rating, bucket, count)
     SELECT @day, route, device, metric, rating, ${BUCKET[engine]} AS bucket, COUNT(*)
     FROM events WHERE day = @day AND type = 'vital' GROUP BY route, device, metric, rating, bucket`,
    `WITH kept AS (SELECT route, metric, target FROM events WHERE ${BLAMING_VITALS}
       GROUP BY route, metric, target ORDER BY COUNT(*) DESC, route, metric, target LIMIT ${ROWS_PER_DAY.targets}),
     marked AS (SELECT route, metric, value, (route, metric, target) IN (SELECT route, metric, target FROM kept) AS known,
       target FROM events WHERE ${BLAMING_VITALS})
     INSERT INTO daily_targets (day, route, metric, target, count, worst)
     SELECT @day, route, metric, CASE WHEN known THEN target ELSE '${OTHER_TARGET}' END AS element,
       COUNT(*), MAX(value)
     FROM marked GROUP BY route, metric, element`,
    `${MARKED_RELEASES}
     INSERT INTO daily_release_views (day, remote, version, views)
     SELECT @day, remote, release_kept, COUNT(*) FROM marked WHERE type = 'pageview' GROUP BY remote, release_kept`,
    `${MARKED_RELEASES}
     INSERT INTO daily_errors (day, remote, version, kind, count)
     SELECT @day, remote, release_kept, kind, COUNT(*) FROM marked WHERE type = 'error'
     GROUP BY remote, release_kept, kind`,
    `INSERT INTO rolled_days (day) VALUES (@day)`,
  ];
}

/** Days with raw events before `@today` not yet aggregated. */
export const DAYS_TO_ROLL = `SELECT DISTINCT day FROM events
  WHERE day < @today AND day NOT IN (SELECT day FROM rolled_days) ORDER BY day`;
/** Raw events of aggregated days before `@cutoff`. */
export const DELETE_EXPIRED = 'DELETE FROM events WHERE day < @cutoff AND day IN (SELECT day FROM rolled_days)';
export const DELETE_OLD_SALTS = 'DELETE FROM salts WHERE day < @day';
export const IS_ROLLED = 'SELECT 1 AS rolled FROM rolled_days WHERE day = @day';
export const COUNT_ON = 'SELECT COUNT(*) AS n FROM events WHERE day = @day';

import { BUCKET_STEP } from './sqlite-schema';

const stepCase = `CASE metric ${Object.entries(BUCKET_STEP)
  .map(([metric, step]) => `WHEN '${metric}' THEN ${step}`)
  .join(' ')} ELSE 1 END`;

// SQLite's CAST truncates; PostgreSQL's rounds, so it takes FLOOR first.
const BUCKET = {
  sqlite: `CAST(value / (${stepCase}) AS INTEGER)`,
  postgres: `CAST(FLOOR(value / (${stepCase})) AS INTEGER)`,
};

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
    `INSERT INTO daily_pages (day, path, views, visitors)
     SELECT @day, path, COUNT(*), COUNT(DISTINCT visitor) FROM events
     WHERE day = @day AND type = 'pageview' GROUP BY path`,
    `INSERT INTO daily_entries (day, landing_page, source, visits, conversions, leads)
     SELECT @day, landing_page, source,
       COUNT(*) FILTER (WHERE type = 'pageview'),
       COUNT(*) FILTER (WHERE type = 'conversion'),
       COUNT(*) FILTER (WHERE type = 'conversion' AND kind = 'lead')
     FROM events WHERE day = @day AND (type = 'conversion' OR (type = 'pageview' AND entry = 1))
     GROUP BY landing_page, source`,
    `INSERT INTO daily_conversions (day, kind, count)
     SELECT @day, kind, COUNT(*) FROM events WHERE day = @day AND type = 'conversion' GROUP BY kind`,
    `INSERT INTO daily_vitals (day, route, device, metric, rating, bucket, count)
     SELECT @day, route, device, metric, rating, ${BUCKET[engine]} AS bucket, COUNT(*)
     FROM events WHERE day = @day AND type = 'vital' GROUP BY route, device, metric, rating, bucket`,
    `INSERT INTO daily_targets (day, route, metric, target, count, worst)
     SELECT @day, route, metric, target, COUNT(*), MAX(value) FROM events
     WHERE day = @day AND type = 'vital' AND rating <> 'good' AND target IS NOT NULL
     GROUP BY route, metric, target`,
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

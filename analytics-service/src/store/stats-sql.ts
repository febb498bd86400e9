import type { DashboardStats, VitalSummary } from '@linx/shared/analytics';
import { RELEASE_STATS_SQL, releaseErrors, releaseEvents } from './release-sql';
import { BUCKET_STEP } from './sqlite-schema';

const TOP = 10;
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * The dashboard's queries over the daily aggregates, the same on both engines; each takes the days
 * `@from`–`@to` (inclusive).
 */
export const STATS_SQL = {
  daily: `SELECT day, visitors, pageviews, conversions, leads FROM daily_totals
    WHERE day BETWEEN @from AND @to ORDER BY day`,
  funnel: `SELECT COALESCE(SUM(visitors), 0) AS visitors, COALESCE(SUM(contact_visitors), 0) AS contact_visitors,
      COALESCE(SUM(leads), 0) AS leads FROM daily_totals WHERE day BETWEEN @from AND @to`,
  pages: `SELECT path, SUM(views) AS views, SUM(visitors) AS visitors FROM daily_pages
    WHERE day BETWEEN @from AND @to GROUP BY path ORDER BY views DESC, path LIMIT ${TOP}`,
  entries: `SELECT landing_page, SUM(visits) AS visits, SUM(conversions) AS conversions, SUM(leads) AS leads
    FROM daily_entries WHERE day BETWEEN @from AND @to GROUP BY landing_page
    ORDER BY visits DESC, conversions DESC, landing_page LIMIT ${TOP}`,
  sources: `SELECT source, SUM(visits) AS visits, SUM(conversions) AS conversions, SUM(leads) AS leads
    FROM daily_entries WHERE day BETWEEN @from AND @to GROUP BY source
    ORDER BY visits DESC, conversions DESC, source LIMIT ${TOP}`,
  conversions: `SELECT kind, SUM(count) AS count FROM daily_conversions WHERE day BETWEEN @from AND @to
    GROUP BY kind ORDER BY count DESC, kind`,
  vitals: `SELECT route, device, metric, rating, bucket, SUM(count) AS count FROM daily_vitals
    WHERE day BETWEEN @from AND @to GROUP BY route, device, metric, rating, bucket
    ORDER BY route, device, metric, rating, bucket`,
  targets: `SELECT route, metric, target, SUM(count) AS count, MAX(worst) AS worst FROM daily_targets
    WHERE day BETWEEN @from AND @to GROUP BY route, metric, target ORDER BY count DESC, worst DESC LIMIT ${TOP}`,
  ...RELEASE_STATS_SQL,
} as const;

/** The rows of each of `STATS_SQL`'s queries. */
export type StatsRows = { [K in keyof typeof STATS_SQL]: unknown[] };

interface VitalBucket {
  route: string;
  device: string;
  metric: string;
  rating: string;
  bucket: number;
  count: number;
}

/** p75 and rating shares of one route, device and metric, from its histogram (upper bound of the bucket). */
function summarise(rows: VitalBucket[]): Omit<VitalSummary, 'route' | 'device' | 'metric'> {
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  const byBucket = new Map<number, number>();
  for (const row of rows) byBucket.set(row.bucket, (byBucket.get(row.bucket) ?? 0) + row.count);
  const step = BUCKET_STEP[rows[0].metric] ?? 1;
  let seen = 0;
  let p75 = 0;
  for (const bucket of [...byBucket.keys()].sort((a, b) => a - b)) {
    seen += byBucket.get(bucket) ?? 0;
    if (seen >= 0.75 * count) {
      p75 = Number(((bucket + 1) * step).toFixed(4));
      break;
    }
  }
  const share = (rating: string) =>
    rate(
      rows.filter((row) => row.rating === rating).reduce((sum, row) => sum + row.count, 0),
      count,
    );
  return { count, p75, good: share('good'), needs_improvement: share('needs-improvement'), poor: share('poor') };
}

function vitals(rows: VitalBucket[]): VitalSummary[] {
  const groups = new Map<string, VitalBucket[]>();
  const add = (key: string, row: VitalBucket) => groups.set(key, [...(groups.get(key) ?? []), row]);
  for (const row of rows) {
    add(`${row.route}\n${row.device}\n${row.metric}`, row);
    add(`${row.route}\nall\n${row.metric}`, row);
  }
  return [...groups].map(([key, group]) => {
    const [route, device, metric] = key.split('\n');
    return { route, device, metric, ...summarise(group) };
  });
}

/** The dashboard's figures for the days `from`–`to` from the rows of `STATS_SQL`. */
export function assembleStats(rows: StatsRows, from: string, to: string): DashboardStats {
  const withRate = <T extends { visits: number; conversions: number }>(list: T[]) =>
    list.map((row) => ({ ...row, rate: rate(row.conversions, row.visits) }));
  return {
    range: { from, to },
    daily: rows.daily as DashboardStats['daily'],
    funnel: rows.funnel[0] as DashboardStats['funnel'],
    pages: rows.pages as DashboardStats['pages'],
    entries: withRate(rows.entries as Omit<DashboardStats['entries'][number], 'rate'>[]),
    sources: withRate(rows.sources as Omit<DashboardStats['sources'][number], 'rate'>[]),
    conversions: rows.conversions as DashboardStats['conversions'],
    vitals: vitals(rows.vitals as VitalBucket[]),
    targets: rows.targets as DashboardStats['targets'],
    errors: releaseErrors(rows.errors),
    releases: releaseEvents(rows.releases),
  };
}

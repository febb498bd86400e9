import type Database from 'better-sqlite3';
import type { DashboardStats, VitalSummary } from '@linx/shared/analytics';
import { BUCKET_STEP } from './schema';

const TOP = 10;
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

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

function vitals(db: Database.Database, from: string, to: string): VitalSummary[] {
  const rows = db
    .prepare(
      `SELECT route, device, metric, rating, bucket, SUM(count) AS count FROM daily_vitals
       WHERE day BETWEEN ? AND ? GROUP BY route, device, metric, rating, bucket`,
    )
    .all(from, to) as VitalBucket[];
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

/** The dashboard's figures for the days `from`–`to` (inclusive), read from the daily aggregates. */
export function readStats(db: Database.Database, from: string, to: string): DashboardStats {
  const all = <T>(sql: string) => db.prepare(sql).all(from, to) as T[];
  const daily = all<{ day: string; visitors: number; pageviews: number; conversions: number; leads: number }>(
    `SELECT day, visitors, pageviews, conversions, leads FROM daily_totals WHERE day BETWEEN ? AND ? ORDER BY day`,
  );
  const funnel = db
    .prepare(
      `SELECT COALESCE(SUM(visitors), 0) AS visitors, COALESCE(SUM(contact_visitors), 0) AS contact_visitors,
         COALESCE(SUM(leads), 0) AS leads FROM daily_totals WHERE day BETWEEN ? AND ?`,
    )
    .get(from, to) as { visitors: number; contact_visitors: number; leads: number };
  const withRate = <T extends { visits: number; conversions: number }>(rows: T[]) =>
    rows.map((row) => ({ ...row, rate: rate(row.conversions, row.visits) }));
  return {
    range: { from, to },
    daily,
    funnel,
    pages: all<{ path: string; views: number; visitors: number }>(
      `SELECT path, SUM(views) AS views, SUM(visitors) AS visitors FROM daily_pages
       WHERE day BETWEEN ? AND ? GROUP BY path ORDER BY views DESC, path LIMIT ${TOP}`,
    ),
    entries: withRate(
      all<{ landing_page: string; visits: number; conversions: number; leads: number }>(
        `SELECT landing_page, SUM(visits) AS visits, SUM(conversions) AS conversions, SUM(leads) AS leads
         FROM daily_entries WHERE day BETWEEN ? AND ? GROUP BY landing_page
         ORDER BY visits DESC, conversions DESC, landing_page LIMIT ${TOP}`,
      ),
    ),
    sources: withRate(
      all<{ source: string; visits: number; conversions: number; leads: number }>(
        `SELECT source, SUM(visits) AS visits, SUM(conversions) AS conversions, SUM(leads) AS leads
         FROM daily_entries WHERE day BETWEEN ? AND ? GROUP BY source
         ORDER BY visits DESC, conversions DESC, source LIMIT ${TOP}`,
      ),
    ),
    conversions: all<{ kind: string; count: number }>(
      `SELECT kind, SUM(count) AS count FROM daily_conversions WHERE day BETWEEN ? AND ?
       GROUP BY kind ORDER BY count DESC, kind`,
    ),
    vitals: vitals(db, from, to),
    targets: all<{ route: string; metric: string; target: string; count: number; worst: number }>(
      `SELECT route, metric, target, SUM(count) AS count, MAX(worst) AS worst FROM daily_targets
       WHERE day BETWEEN ? AND ? GROUP BY route, metric, target ORDER BY count DESC, worst DESC LIMIT ${TOP}`,
    ),
  };
}

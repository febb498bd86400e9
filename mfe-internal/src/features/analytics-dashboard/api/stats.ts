import { getRuntimeConfig } from '@linx/shared';

/** The collector's `GET /stats` answer (analytics-service/src/stats.ts). */
export interface Stats {
  range: { from: string; to: string };
  daily: { day: string; visitors: number; pageviews: number; conversions: number; leads: number }[];
  funnel: { visitors: number; contact_visitors: number; leads: number };
  pages: { path: string; views: number; visitors: number }[];
  entries: { landing_page: string; visits: number; conversions: number; leads: number; rate: number }[];
  sources: { source: string; visits: number; conversions: number; leads: number; rate: number }[];
  conversions: { kind: string; count: number }[];
  vitals: {
    route: string;
    device: string;
    metric: string;
    count: number;
    p75: number;
    good: number;
    needs_improvement: number;
    poor: number;
  }[];
  targets: { route: string; metric: string; target: string; count: number; worst: number }[];
}

export type StatsAnswer = { kind: 'stats'; stats: Stats } | { kind: 'unauthorized' };

/** The figures of the last `days` days; `unauthorized` when the collector wants (another) staff token. */
export async function fetchStats(days: number, token: string | null): Promise<StatsAnswer> {
  const base = getRuntimeConfig().analyticsUrl.replace(/\/$/, '');
  const response = await fetch(`${base}/stats?days=${days}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (response.status === 401) return { kind: 'unauthorized' };
  if (!response.ok) throw new Error(`analytics ${response.status}`);
  return { kind: 'stats', stats: (await response.json()) as Stats };
}

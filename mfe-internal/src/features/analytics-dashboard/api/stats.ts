import { getRuntimeConfig } from '@linx/shared';
import type { DashboardStats } from '@linx/shared/analytics';

export type Stats = DashboardStats;

export type StatsAnswer = { kind: 'stats'; stats: Stats } | { kind: 'unauthorized' };

/** The figures of the last `days` days; `unauthorized` when the collector wants (another) staff token. */
export async function fetchStats(days: number, token: string | null): Promise<StatsAnswer> {
  const base = getRuntimeConfig().analyticsUrl.replace(/\/$/, '');
  const response = await fetch(`${base}/stats?days=${days}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) {
    // An answer whose body is never read keeps its connection busy, and the page's network never goes
    // quiet (the browser waits for the reader): the refusal's body is let go at once.
    await response.body?.cancel();
    if (response.status === 401) return { kind: 'unauthorized' };
    throw new Error(`analytics ${response.status}`);
  }
  return { kind: 'stats', stats: (await response.json()) as Stats };
}

import assert from 'node:assert/strict';
import type { EventRow, EventStore } from '../../src/store/event-store';
import { ROWS_PER_DAY } from '../../src/store/rollup';
import { BUCKET_LAST } from '../../src/store/sqlite-schema';

export const DISTINCT = 1_500;

/**
 * One day of made-up values, as raw rows (what a store would hold had they been written before the
 * bounds): 1,500 distinct paths, entry pages × sources and blamed elements, LCP values spread over
 * 1,500 buckets of 50 ms (up to 75 s).
 */
export function bloatedDay(day: string): EventRow[] {
  const rows: EventRow[] = [];
  for (let n = 0; n < DISTINCT; n += 1) {
    const visit = { day, at: n, visitor: `v${n}`, device: 'desktop' };
    const page = `/blog/inventado-${n}`;
    rows.push(
      {
        ...visit,
        type: 'pageview',
        path: page,
        route: '/blog/:slug',
        entry: true,
        landing_page: page,
        source: `s${n}`,
      },
      {
        ...visit,
        type: 'vital',
        path: '/',
        route: '/',
        metric: 'LCP',
        value: 50 * n + 1,
        rating: 'poor',
        target: `#x${n}`,
      },
    );
  }
  return rows;
}

/** The day's aggregates hold at most the bounds' rows, and every event is still counted. */
export async function assertBounded(store: EventStore, day: string): Promise<void> {
  const count = async (table: string) =>
    Number((await store.all<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE day = @day`, { day }))[0].n);
  const sum = async (sql: string) => Number((await store.all<{ n: number }>(sql, { day }))[0].n);
  assert.equal(await count('daily_pages'), ROWS_PER_DAY.pages + 1, 'the most viewed paths and "otra"');
  assert.equal(await sum('SELECT SUM(views) AS n FROM daily_pages WHERE day = @day'), DISTINCT);
  assert.equal(await sum("SELECT views AS n FROM daily_pages WHERE day = @day AND path = 'otra'"), 500);
  assert.equal(await count('daily_entries'), ROWS_PER_DAY.entries + 1);
  assert.equal(
    await sum(
      "SELECT visits AS n FROM daily_entries WHERE day = @day AND landing_page = 'otra' AND source = '(otras)'",
    ),
    500,
  );
  assert.equal(await count('daily_targets'), ROWS_PER_DAY.targets + 1);
  assert.equal(await sum('SELECT SUM(count) AS n FROM daily_targets WHERE day = @day'), DISTINCT);
  assert.equal(await count('daily_vitals'), BUCKET_LAST.LCP + 1, 'LCP beyond 20 s counts in the last bucket');
  assert.equal(await sum('SELECT SUM(count) AS n FROM daily_vitals WHERE day = @day'), DISTINCT);
}

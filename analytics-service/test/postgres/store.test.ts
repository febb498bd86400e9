import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { dayOf, daysBefore } from '../../src/days';
import type { EventRow, EventStore } from '../../src/store/event-store';
import { MIGRATIONS } from '../../src/store/postgres-schema';
import { PostgresEventStore } from '../../src/store/postgres-store';
import { SqliteEventStore } from '../../src/store/sqlite-store';
import { pageView, releaseEvent, sendBeacon, storedErrorRow, vital } from '../helpers/beacons';
import { assertBounded, bloatedDay } from '../helpers/bloated-day';
import { testEnv } from '../helpers/env';
import { testDatabase } from '../helpers/postgres';

const TABLES = [
  'salts',
  'events',
  'rolled_days',
  'daily_totals',
  'daily_pages',
  'daily_entries',
  'daily_conversions',
  'daily_vitals',
  'daily_targets',
  'daily_release_views',
  'daily_errors',
  'release_events',
];

/** A few days of every kind of event, some past the retention of 30 days. */
function sampleRows(today: string): EventRow[] {
  const rows: EventRow[] = [];
  for (const [offset, visitors] of [
    [40, 3],
    [2, 5],
    [0, 2],
  ] as const) {
    const day = daysBefore(today, offset);
    for (let v = 0; v < visitors; v += 1) {
      const visit = { day, at: v, visitor: `${day}-${v}`, device: v % 2 ? 'mobile' : 'desktop' };
      const attribution = { landing_page: '/servicios/seo', source: v % 2 ? 'newsletter' : '(directo)' };
      rows.push(
        { ...visit, type: 'pageview', path: '/servicios/seo', route: '/servicios/seo', entry: true, ...attribution },
        { ...visit, type: 'pageview', path: '/contacto', route: '/contacto', ...attribution },
        {
          ...visit,
          type: 'vital',
          path: '/',
          route: '/',
          metric: 'LCP',
          value: 1000 + 700 * v,
          rating: v > 2 ? 'poor' : 'good',
          target: 'main>h1',
        },
        { ...visit, type: 'vital', path: '/', route: '/', metric: 'CLS', value: 0.013 * v, rating: 'good' },
        {
          ...visit,
          type: 'vital',
          path: '/',
          route: '/',
          metric: 'INP',
          value: 90 + 150 * v,
          rating: v > 1 ? 'needs-improvement' : 'good',
          target: 'button',
        },
      );
      if (v === 0)
        rows.push({ ...visit, visitor: null, type: 'conversion', path: '/contacto', kind: 'lead', ...attribution });
    }
  }
  return rows;
}

describe('the collector on PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function postgresStore(): Promise<{ store: EventStore; url: string }> {
    const database = await testDatabase();
    const store = await PostgresEventStore.open(database.url);
    cleanups.push(database.drop, () => store.close());
    return { store, url: database.url };
  }

  it('aggregates, keeps the aggregates past retention and reads the same figures as SQLite', async () => {
    const today = dayOf(Date.now());
    const sqlite = new SqliteEventStore(':memory:');
    cleanups.push(() => sqlite.close());
    const { store: postgres } = await postgresStore();
    const results = [];
    for (const store of [sqlite, postgres]) {
      await store.insert(sampleRows(today));
      const maintained = await store.maintain(today, 30);
      assert.deepEqual(maintained, { rolled: [daysBefore(today, 40), daysBefore(today, 2)], deleted: 16 });
      assert.deepEqual((await store.maintain(today, 30)).rolled, [], 'a day is aggregated once');
      results.push(await store.stats(daysBefore(today, 89), today));
    }
    const [fromSqlite, fromPostgres] = results;
    assert.deepEqual(fromPostgres, fromSqlite);
    assert.deepEqual(
      fromPostgres.daily.map((d) => [d.day, d.visitors, d.leads]),
      [
        [daysBefore(today, 40), 3, 1],
        [daysBefore(today, 2), 5, 1],
        [today, 2, 1],
      ],
    );
    assert.ok(fromPostgres.vitals.some((v) => v.metric === 'LCP' && v.poor > 0));
    // Today's live aggregate was read, not kept.
    assert.deepEqual(await postgres.all('SELECT day FROM rolled_days WHERE day = @day', { day: today }), []);
  });

  it('takes beacons, keeps no address nor user agent, and two collectors share one daily salt', async () => {
    const { url } = await postgresStore();
    const apps: FastifyInstance[] = [];
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp(loadConfig(testEnv(':memory:', { ANALYTICS_DATABASE_URL: url })));
      cleanups.push(() => app.close());
      await app.ready();
      apps.push(app);
    }
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) PrivacyProbe/77.0';
    for (const [n, app] of apps.entries()) {
      const response = await sendBeacon(
        app,
        { events: [pageView(n === 0 ? '/' : '/contacto', n === 0), vital('LCP', 2100, 'good')] },
        { from: '203.0.113.77', userAgent: agent },
      );
      assert.equal(response.statusCode, 204);
    }
    const visitors = await apps[1].events.all<{ visitor: string }>(
      "SELECT DISTINCT visitor FROM events WHERE type = 'pageview'",
    );
    assert.equal(visitors.length, 1, 'one visitor across both collectors');
    const stats = (await apps[0].inject({ method: 'GET', url: '/stats?days=7', remoteAddress: '127.0.0.1' })).json();
    assert.deepEqual(stats.funnel, { visitors: 1, contact_visitors: 1, leads: 0 });
    assert.deepEqual(
      stats.pages.map((p: { path: string }) => p.path),
      ['/', '/contacto'],
    );
    for (const table of TABLES) {
      const rows = await apps[0].events.all<{ text: string }>(`SELECT t::text AS text FROM ${table} t`);
      const text = rows.map((row) => row.text).join('\n');
      for (const form of ['203.0.113.77', 'PrivacyProbe', 'X11; Linux'])
        assert.equal(text.includes(form), false, `"${form}" found in ${table}`);
    }
  });

  it('counts errors per remote and release, answers the watch and keeps the release log as SQLite does', async () => {
    const today = dayOf(Date.now());
    const sqlite = new SqliteEventStore(':memory:');
    cleanups.push(() => sqlite.close());
    const { store: postgres } = await postgresStore();
    const results = [];
    for (const store of [sqlite, postgres]) {
      const rows: EventRow[] = [];
      for (const [offset, version] of [
        [3, 'dist'],
        [0, '1.0.1+ab12cd3'],
      ] as const) {
        const day = daysBefore(today, offset);
        for (let v = 0; v < 4; v += 1) {
          const visit = {
            day,
            at: Date.now() - offset * 86_400_000 + v,
            visitor: `${day}-${v}`,
            remote: 'catalogue',
            version,
          };
          rows.push({ ...visit, type: 'pageview', path: '/productos', route: '/productos', device: 'mobile' });
          if (version !== 'dist' && v < 3)
            rows.push({
              ...visit,
              type: 'error',
              path: '/productos',
              route: '/productos',
              kind: v ? 'error' : 'fallback',
            });
        }
      }
      await store.insert(rows);
      await store.maintain(today, 30);
      for (const at of ['2026-11-28T10:00:00.000Z', '2026-11-28T10:09:00.000Z', '2026-11-28T10:09:00.000Z'])
        await store.addReleaseEvent(
          releaseEvent({
            at,
            action: at.endsWith('09:00.000Z') ? 'auto-rollback' : 'promote',
            from: undefined,
          }) as never,
        );
      results.push({
        stats: await store.stats(daysBefore(today, 6), today),
        health: await store.releaseHealth('catalogue', '1.0.1+ab12cd3', Date.now() - 3_600_000),
        before: await store.releaseHealth('catalogue', 'dist', Date.now() - 5 * 86_400_000),
      });
    }
    const [fromSqlite, fromPostgres] = results;
    assert.deepEqual(fromPostgres, fromSqlite);
    assert.deepEqual(fromPostgres.health, { views: 4, errors: 3 });
    assert.deepEqual(fromPostgres.before, { views: 4, errors: 0 });
    assert.deepEqual(fromPostgres.stats.errors, [
      { remote: 'catalogue', release: '1.0.1+ab12cd3', views: 4, errors: 3, fallbacks: 1, rate: 0.75 },
      { remote: 'catalogue', release: 'dist', views: 4, errors: 0, fallbacks: 0, rate: 0 },
    ]);
    assert.deepEqual(
      fromPostgres.stats.releases.map((event) => event.action),
      ['auto-rollback', 'promote'],
    );
  });

  it('upgrades a database of a collector from before the release watch', async () => {
    const database = await testDatabase();
    cleanups.push(database.drop);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('CREATE TABLE analytics_migrations (version INTEGER PRIMARY KEY)');
    await client.query(MIGRATIONS[0]);
    await client.query('INSERT INTO analytics_migrations (version) VALUES (1)');
    await client.query(`INSERT INTO events (day, at, type, path) VALUES ('2026-01-01', 1, 'pageview', '/')`);
    await client.end();
    const store = await PostgresEventStore.open(database.url);
    cleanups.push(() => store.close());
    await store.insert([storedErrorRow]);
    assert.deepEqual(await store.releaseHealth('marketing', 'dist', 0), { views: 0, errors: 1 });
    assert.deepEqual(await store.all('SELECT version FROM analytics_migrations ORDER BY version'), [
      { version: 1 },
      { version: 2 },
    ]);
  });

  it('bounds the rows a day keeps as SQLite does', async () => {
    const { store } = await postgresStore();
    const day = '2026-01-10';
    await store.insert(bloatedDay(day));
    assert.deepEqual((await store.maintain(dayOf(Date.now()), 3650)).rolled, [day]);
    await assertBounded(store, day);
  });
});

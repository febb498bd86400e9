import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { dayOf } from '../src/days';
import type { EventRow } from '../src/store/event-store';
import { RELEASE_EVENTS_KEPT } from '../src/store/release-sql';
import { ROWS_PER_DAY } from '../src/store/rollup';
import { SqliteEventStore } from '../src/store/sqlite-store';
import { collectorsPerTest, tempDir } from './helpers/env';
import {
  pageError,
  pageView,
  postReleaseEvent,
  releaseEvent,
  releaseView,
  rowCount,
  sendBeacon,
  storedErrorRow,
} from './helpers/beacons';

const STAFF = 'staff-token-for-tests-0123456789';
const INGEST = 'ingest-token-for-tests-0123456789';
const NEW = '1.0.1+ab12cd3';

const health = (app: FastifyInstance, query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/release-health?${query}`, remoteAddress: '127.0.0.1', headers });
const stats = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/stats?days=7', remoteAddress: '127.0.0.1' })).json();

describe('errors per remote and release', () => {
  const start = collectorsPerTest();

  it('counts page views and errors of each release, answers the watch and shows them on the dashboard', async () => {
    const app = await start();
    const since = new Date(Date.now() - 1000).toISOString();
    const visits = [
      [releaseView('/productos', 'catalogue', NEW), pageError('/productos', 'catalogue', NEW)],
      [releaseView('/productos', 'catalogue', NEW), pageError('/productos', 'catalogue', NEW, 'fallback')],
      [releaseView('/productos', 'catalogue', NEW), pageError('/productos', 'catalogue', NEW, 'rejection')],
      [releaseView('/productos', 'catalogue', 'dist')],
      [releaseView('/blog', 'content', 'dist')],
    ];
    for (const [n, events] of visits.entries()) {
      const response = await sendBeacon(app, { events }, { from: `198.51.100.${n + 1}` });
      assert.equal(response.statusCode, 204, response.body);
    }
    const answer = await health(app, `remote=catalogue&release=${encodeURIComponent(NEW)}&since=${since}`);
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.deepEqual(answer.json(), { views: 3, errors: 3 });
    assert.deepEqual((await health(app, `remote=catalogue&release=dist&since=${since}`)).json(), {
      views: 1,
      errors: 0,
    });
    // Only what happened since the time asked.
    const later = new Date(Date.now() + 60_000).toISOString();
    assert.deepEqual((await health(app, `remote=catalogue&release=${encodeURIComponent(NEW)}&since=${later}`)).json(), {
      views: 0,
      errors: 0,
    });

    const body = await stats(app);
    assert.deepEqual(body.errors, [
      { remote: 'catalogue', release: NEW, views: 3, errors: 3, fallbacks: 1, rate: 1 },
      { remote: 'catalogue', release: 'dist', views: 1, errors: 0, fallbacks: 0, rate: 0 },
      { remote: 'content', release: 'dist', views: 1, errors: 0, fallbacks: 0, rate: 0 },
    ]);
    // Errors are not page views: the day's totals and pages are the views alone.
    assert.equal(body.daily[0].pageviews, 5);
  });

  it('refuses an error event with a message or a stack, a remote that does not own the route, or a made-up release', async () => {
    const app = await start();
    const error = pageError('/productos', 'catalogue', NEW);
    const refused = [
      { ...error, message: 'x is undefined' },
      { ...error, stack: 'at foo (bar.js:1)' },
      { ...error, remote: 'content' },
      { ...error, route: '/no-existe' },
      { ...error, kind: 'warning' },
      { ...error, release: '../../etc' },
      { ...error, release: 'v1 <script>' },
      { ...releaseView('/productos', 'catalogue', NEW), release: undefined },
      { ...releaseView('/productos', 'tienda', NEW) },
    ];
    for (const event of refused) {
      const response = await sendBeacon(app, { events: [event] });
      assert.equal(response.statusCode, 400, JSON.stringify(event));
    }
    assert.equal(await rowCount(app), 0);
    // A shell older than the watch sends page views without a remote: still taken.
    assert.equal((await sendBeacon(app, { events: [pageView('/productos')] })).statusCode, 204);
  });

  it('answers the watch only with the staff token once one is set, and only a well-formed question', async () => {
    const app = await start({ ANALYTICS_STAFF_TOKEN: STAFF });
    const query = `remote=catalogue&release=dist&since=${new Date().toISOString()}`;
    assert.equal((await health(app, query)).statusCode, 401);
    assert.equal((await health(app, query, { authorization: `Bearer ${STAFF}` })).statusCode, 200);
    for (const bad of [
      'remote=tienda&release=dist&since=2026-01-01',
      'remote=catalogue&release=dist',
      'remote=catalogue&since=2026-01-01',
    ])
      assert.equal((await health(app, bad, { authorization: `Bearer ${STAFF}` })).statusCode, 400, bad);
  });

  it('keeps a day of made-up releases bounded: the most seen ones and one row for the rest', async () => {
    const store = new SqliteEventStore(':memory:');
    const day = '2026-01-10';
    const rows: EventRow[] = [];
    for (let n = 0; n < 300; n += 1) {
      const visit = { day, at: n, visitor: `v${n}`, remote: 'catalogue', version: `9.9.${n}` };
      rows.push({ ...visit, type: 'pageview', path: '/productos', route: '/productos', device: 'mobile' });
      rows.push({ ...visit, type: 'error', path: '/productos', route: '/productos', kind: 'error' });
    }
    await store.insert(rows);
    await store.maintain(dayOf(Date.now()), 3650);
    const count = async (sql: string) => (await store.all<{ n: number }>(sql))[0].n;
    assert.equal(await count('SELECT COUNT(*) AS n FROM daily_release_views'), ROWS_PER_DAY.releases + 1);
    assert.equal(await count('SELECT SUM(views) AS n FROM daily_release_views'), 300);
    assert.equal(await count("SELECT views AS n FROM daily_release_views WHERE version = '(otras)'"), 100);
    assert.equal(await count('SELECT COUNT(*) AS n FROM daily_errors'), ROWS_PER_DAY.releases + 1);
    assert.equal(await count('SELECT SUM(count) AS n FROM daily_errors'), 300);
    await store.close();
  });

  it('opens a database made before the watch: its events get a remote and a release', async () => {
    const tmp = tempDir();
    const file = path.join(tmp.dir, 'old.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE events (id INTEGER PRIMARY KEY, day TEXT NOT NULL, at INTEGER NOT NULL, type TEXT NOT NULL,
      visitor TEXT, path TEXT NOT NULL, route TEXT, device TEXT, entry INTEGER NOT NULL DEFAULT 0, landing_page TEXT,
      source TEXT, utm_medium TEXT, utm_campaign TEXT, kind TEXT, metric TEXT, value REAL, rating TEXT, target TEXT,
      phases TEXT);
      INSERT INTO events (day, at, type, path) VALUES ('2026-01-01', 1, 'pageview', '/');`);
    old.close();
    const store = new SqliteEventStore(file);
    await store.insert([storedErrorRow]);
    assert.deepEqual(await store.releaseHealth('marketing', 'dist', 0), { views: 0, errors: 1 });
    assert.equal((await store.all<{ n: number }>('SELECT COUNT(*) AS n FROM events'))[0].n, 2);
    await store.close();
    assert.ok(fs.existsSync(file));
    tmp.cleanup();
  });
});

describe('the release log on the collector', () => {
  const start = collectorsPerTest();

  it('takes an event with the ingest token, once, and lists the newest first on the dashboard', async () => {
    const app = await start({ ANALYTICS_INGEST_TOKEN: INGEST });
    const refusal = releaseEvent({
      at: '2026-11-28T10:05:00.000Z',
      action: 'refused',
      version: '1.0.2+ab12cd3',
      from: undefined,
      reason: '/productos: el navegador registró un error\n/blog/:slug: falta el h1',
    });
    const automatic = releaseEvent({
      at: '2026-11-28T10:09:00.000Z',
      action: 'auto-rollback',
      version: null,
      from: NEW,
      by: 'vigilancia',
      reason: '12 errores en 40 vistas (30,0 %)',
    });
    for (const event of [releaseEvent(), refusal, automatic, automatic]) {
      const response = await postReleaseEvent(app, JSON.parse(JSON.stringify(event)), INGEST);
      assert.equal(response.statusCode, 204, response.body);
    }
    const { releases } = await stats(app);
    assert.deepEqual(
      releases.map((event: { action: string; version: string | null }) => [event.action, event.version]),
      [
        ['auto-rollback', null],
        ['refused', '1.0.2+ab12cd3'],
        ['promote', '1.0.0+ab12cd3'],
      ],
    );
    assert.deepEqual(releases[0], {
      at: '2026-11-28T10:09:00.000Z',
      app: 'catalogue',
      action: 'auto-rollback',
      version: null,
      from: NEW,
      by: 'vigilancia',
      reason: '12 errores en 40 vistas (30,0 %)',
    });
    assert.equal(releases[1].reason, refusal.reason);
  });

  it('refuses a browser, a missing or wrong token, and what is not a release event', async () => {
    const app = await start({ ANALYTICS_INGEST_TOKEN: INGEST });
    assert.equal((await postReleaseEvent(app, releaseEvent())).statusCode, 401);
    assert.equal((await postReleaseEvent(app, releaseEvent(), 'wrong-token-0123456789abcdef')).statusCode, 401);
    const fromBrowser = await app.inject({
      method: 'POST',
      url: '/release-events',
      remoteAddress: '127.0.0.1',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        authorization: `Bearer ${INGEST}`,
      },
      payload: JSON.stringify(releaseEvent()),
    });
    assert.equal(fromBrowser.statusCode, 403);
    for (const bad of [
      releaseEvent({ action: 'deleted' }),
      releaseEvent({ app: 'tienda' }),
      releaseEvent({ version: '../x' }),
      releaseEvent({ at: 'ayer' }),
      releaseEvent({ by: '' }),
      releaseEvent({ by: 'x'.repeat(101) }),
      releaseEvent({ reason: 'a\u0000b' }),
      releaseEvent({ problems: [] }),
    ]) {
      assert.equal((await postReleaseEvent(app, bad, INGEST)).statusCode, 400, JSON.stringify(bad));
    }
    assert.deepEqual((await stats(app)).releases, []);
  });

  it(`keeps the newest ${RELEASE_EVENTS_KEPT} events`, async () => {
    const app = await start();
    const first = Date.parse('2026-01-01T00:00:00Z');
    for (let n = 0; n < RELEASE_EVENTS_KEPT + 10; n += 1) {
      const at = new Date(first + n * 60_000).toISOString();
      assert.equal((await postReleaseEvent(app, releaseEvent({ at }))).statusCode, 204);
    }
    const kept = await app.events.all<{ n: number; oldest: string }>(
      'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM release_events',
    );
    assert.deepEqual(kept, [{ n: RELEASE_EVENTS_KEPT, oldest: new Date(first + 10 * 60_000).toISOString() }]);
  });
});

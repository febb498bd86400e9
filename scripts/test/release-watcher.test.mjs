// The watch as the renderer's service runs it (lib/release-watcher.mjs) and the release events the
// tools post (lib/release-collector.mjs, scripts/releases.mjs), against real pointers and logs in a
// folder of the test's own; the collector is a small HTTP server of the test (the network edge):
// a failing release is rolled back, recorded and re-rendered, a newer promote is never taken back,
// a collector that is down never fails a promote.
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import { ROOT } from '../lib/apps.mjs';
import { readLog } from '../lib/release-log.mjs';
import { startReleaseWatch, WATCH_ACTOR } from '../lib/release-watcher.mjs';
import { promote, readPointer, releaseDir, ReleaseError, rollback } from '../lib/releases.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-watch-'));
const STAFF = 'staff-token-for-tests-0123456789';
const INGEST = 'ingest-token-for-tests-0123456789';

const fakeRelease = (name, version) => {
  const folder = releaseDir(name, version, dir);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
};

/** The collector's two routes the watch and the tools use; `figures[remote@release]` answers health. */
const collector = { figures: {}, posted: [], asked: [], onHealth: () => {} };
const server = http.createServer((request, response) => {
  const url = new URL(request.url, 'http://x');
  if (request.method === 'GET' && url.pathname === '/release-health') {
    const key = `${url.searchParams.get('remote')}@${url.searchParams.get('release')}`;
    collector.asked.push({ key, auth: request.headers.authorization, since: url.searchParams.get('since') });
    collector.onHealth(key);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(collector.figures[key] ?? { views: 0, errors: 0 }));
    return;
  }
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    collector.posted.push({ auth: request.headers.authorization, event: JSON.parse(body) });
    response.statusCode = 204;
    response.end();
  });
});
let env;
before(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  env = {
    ANALYTICS_URL: `http://127.0.0.1:${server.address().port}`,
    ANALYTICS_STAFF_TOKEN: STAFF,
    ANALYTICS_INGEST_TOKEN: INGEST,
    RELEASE_WATCH_MIN_VIEWS: '5',
    RELEASE_WATCH_MIN_ERRORS: '3',
    RELEASE_WATCH_INTERVAL_MS: '3600000',
  };
});
after(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  Object.assign(collector, { figures: {}, posted: [], asked: [], onHealth: () => {} });
});

const quiet = { info: () => {}, warn: () => {} };

describe('the watch in the renderer’s service', () => {
  let watch;
  afterEach(() => watch?.stop());

  test('rolls back a release failing in visitors’ browsers, records why, tells the collector and re-renders', async () => {
    fakeRelease('catalogue', 'v1');
    fakeRelease('catalogue', 'v2');
    promote('catalogue', 'v1', { dir, by: 'ana' });
    promote('catalogue', 'v2', { dir, by: 'ana' });
    collector.figures = { 'catalogue@v2': { views: 10, errors: 8 }, 'catalogue@v1': { views: 400, errors: 2 } };
    const queued = [];
    watch = startReleaseWatch({ enqueueRemote: (name) => queued.push(name), env, dir, log: quiet });
    await watch.look();

    assert.equal(readPointer('catalogue', dir).live, 'v1');
    assert.deepEqual(queued, ['catalogue']);
    const event = readLog(dir, 'catalogue').at(-1);
    assert.equal(event.action, 'auto-rollback');
    assert.equal(event.by, WATCH_ACTOR);
    assert.equal(event.from, 'v2');
    assert.match(event.reason, /8 errores en 10 vistas \(80\.0 %\)/);
    assert.deepEqual(
      collector.asked.map(({ key, auth }) => [key, auth]),
      [
        ['catalogue@v2', `Bearer ${STAFF}`],
        ['catalogue@v1', `Bearer ${STAFF}`],
      ],
    );
    assert.deepEqual(collector.posted, [
      {
        auth: `Bearer ${INGEST}`,
        event: {
          at: event.at,
          app: 'catalogue',
          action: 'auto-rollback',
          version: 'v1',
          from: 'v2',
          by: WATCH_ACTOR,
          reason: event.reason,
        },
      },
    ]);
    // Rolled back to: no longer watched, so the next look leaves it.
    await watch.look();
    assert.equal(readPointer('catalogue', dir).live, 'v1');
  });

  test('never takes back a release promoted while it looked, and leaves a healthy one live', async () => {
    for (const version of ['v1', 'v2', 'v3']) fakeRelease('catalogue', version);
    promote('catalogue', 'v1', { dir });
    promote('catalogue', 'v2', { dir });
    collector.figures = { 'catalogue@v2': { views: 10, errors: 8 } };
    // Someone promotes v3 between the look's question and its rollback.
    collector.onHealth = (key) => {
      if (key === 'catalogue@v1') promote('catalogue', 'v3', { dir });
    };
    const queued = [];
    watch = startReleaseWatch({ enqueueRemote: (name) => queued.push(name), env, dir, log: quiet });
    await watch.look();
    assert.equal(readPointer('catalogue', dir).live, 'v3');
    assert.deepEqual(queued, []);
    assert.deepEqual(collector.posted, []);
    assert.deepEqual(
      readLog(dir, 'catalogue').map((event) => event.action),
      ['promote', 'promote', 'promote'],
    );

    collector.onHealth = () => {};
    collector.figures = { 'catalogue@v3': { views: 500, errors: 3 }, 'catalogue@v2': { views: 10, errors: 8 } };
    await watch.look();
    assert.equal(readPointer('catalogue', dir).live, 'v3');
  });

  test('a collector that does not answer is told once, and the release stays', async () => {
    fakeRelease('catalogue', 'v1');
    promote('catalogue', 'v1', { dir });
    const warnings = [];
    watch = startReleaseWatch({
      enqueueRemote: () => assert.fail('nothing to re-render'),
      env: { ...env, ANALYTICS_URL: 'http://127.0.0.1:9' },
      dir,
      log: { info: () => {}, warn: (line) => warnings.push(line) },
    });
    await watch.look();
    await watch.look();
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /sin cifras del colector/);
    assert.equal(readPointer('catalogue', dir).live, 'v1');
  });

  test('rollback with ifLive refuses once another version is live, and changes nothing', () => {
    fakeRelease('catalogue', 'v1');
    fakeRelease('catalogue', 'v2');
    promote('catalogue', 'v1', { dir });
    promote('catalogue', 'v2', { dir });
    assert.throws(() => rollback('catalogue', { dir, ifLive: 'v1' }), ReleaseError);
    assert.equal(readPointer('catalogue', dir).live, 'v2');
    assert.equal(readLog(dir, 'catalogue').length, 2);
  });
});

describe('the release tools post every event to the collector', () => {
  // Run without blocking this process: the test's collector answers meanwhile.
  const cli = (...args) =>
    new Promise((resolve) =>
      execFile(
        'node',
        [path.join(ROOT, 'scripts/releases.mjs'), ...args, '--no-render'],
        { cwd: ROOT, env: { ...process.env, ...env, RELEASES_DIR: dir, CMS_URL: 'http://127.0.0.1:9' } },
        (error, stdout, stderr) => resolve({ status: error ? error.code : 0, stderr }),
      ),
    );

  test('a forced promote and a rollback, each with who and why, with the ingest token', async () => {
    fakeRelease('catalogue', 'v1');
    const forced = await cli('promote', 'catalogue', 'v1', '--force', '--reason', 'urgencia: precios');
    assert.equal(forced.status, 0, forced.stderr);
    const back = await cli('rollback', 'catalogue', '--reason', 'vuelta atrás');
    assert.equal(back.status, 0, back.stderr);
    assert.deepEqual(
      collector.posted.map(({ auth, event }) => [auth, event.app, event.action, event.version, event.reason]),
      [
        [`Bearer ${INGEST}`, 'catalogue', 'forced', 'v1', 'urgencia: precios'],
        [`Bearer ${INGEST}`, 'catalogue', 'rollback', null, 'vuelta atrás'],
      ],
    );
  });

  test('a collector that is down costs a line, never the promote', () => {
    fakeRelease('catalogue', 'v1');
    const run = spawnSync(
      'node',
      [
        path.join(ROOT, 'scripts/releases.mjs'),
        'promote',
        'catalogue',
        'v1',
        '--force',
        '--reason',
        'x',
        '--no-render',
      ],
      { cwd: ROOT, env: { ...process.env, RELEASES_DIR: dir, ANALYTICS_URL: 'http://127.0.0.1:9' }, encoding: 'utf8' },
    );
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stderr, /el colector no recibió el evento forced de catalogue/);
    assert.equal(readPointer('catalogue', dir).live, 'v1');
  });
});

// The renderer's service takes requests only from the CMS's write hook and the release scripts:
// loopback unless a token is set, JSON only, bounded bodies, no browser requests, and only the
// models the CMS has and the remotes the suite has. A refused request queues nothing.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { ROOT } from '../lib/apps.mjs';
import { cmsModels } from '../lib/cms-models.mjs';
import { createRenderHandler, RENDER_BODY_MAX_BYTES, renderBinding } from '../lib/render-endpoint.mjs';
import { createRenderQueue } from '../lib/render-queue.mjs';
import { outcomesOfEntry, writeOutcome } from '../lib/render-outcomes.mjs';
import { writePage } from '../lib/rendered-store.mjs';
import os from 'node:os';

const { modelOf } = createRequire(import.meta.url)('../../cms/src/utils/render-hook.js');

/** One request with any headers (Host, Origin) and body; resolves with { status, body }. */
const request = (port, { method = 'POST', target = '/render', headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });

const json = (value, headers = {}) => ({
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof value === 'string' ? value : JSON.stringify(value),
});

const remotes = new Set(['shell', 'catalogue', 'content']);

/** The service's handler on a loopback port, with a queue whose render never starts in the test. */
const startService = async ({ token = '', outcomes } = {}) => {
  const queue = createRenderQueue({ render: () => assert.fail('no render runs in this test'), debounceMs: 600_000 });
  const server = http.createServer(createRenderHandler({ queue, models: cmsModels(), remotes, token, outcomes }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { queue, server, port: server.address().port };
};

describe('the CMS models the service knows', () => {
  test("are the repository's content types, named as the CMS's write hook names them", () => {
    const apiDir = path.join(ROOT, 'cms/src/api');
    const uids = fs
      .readdirSync(apiDir)
      .flatMap((api) =>
        fs.existsSync(path.join(apiDir, api, 'content-types'))
          ? fs.readdirSync(path.join(apiDir, api, 'content-types')).map((type) => `api::${api}.${type}`)
          : [],
      );
    assert.ok(uids.length >= 10);
    const models = cmsModels();
    for (const uid of uids) assert.ok(models.has(modelOf(uid)), `${uid} → ${modelOf(uid)}`);
    assert.equal(models.size, new Set(uids.map(modelOf)).size);
    assert.ok(models.has('article') && models.has('product-category'));
  });
});

describe('POST /render without a token (loopback callers)', () => {
  let service;
  before(async () => (service = await startService()));
  beforeEach(() => service.queue.clear());
  after(() => {
    service.queue.clear();
    service.server.close();
  });

  const refused = async (options, status) => {
    const answer = await request(service.port, options);
    assert.equal(answer.status, status, JSON.stringify(answer.body));
    assert.equal(service.queue.pending(), null, 'nothing queued');
  };

  test('a known model or remote is queued (202)', async () => {
    assert.equal((await request(service.port, json({ model: 'article' }))).status, 202);
    assert.equal((await request(service.port, json({ model: 'product-category' }))).status, 202);
    assert.equal(
      (
        await request(
          service.port,
          json({ remote: 'catalogue' }, { 'Content-Type': 'application/json; charset=utf-8' }),
        )
      ).status,
      202,
    );
    assert.deepEqual(service.queue.pending(), { changes: ['article', 'product-category'], remotes: ['catalogue'] });
  });

  test("one entry's change is queued with its document id and action (the CMS's hook)", async () => {
    const entry = { model: 'article', documentId: 'w8x3kq0p1m2n4b5v6c7z8l9a', action: 'update' };
    const answer = await request(service.port, json(entry));
    assert.equal(answer.status, 202);
    assert.deepEqual(answer.body, { queued: 'article:w8x3kq0p1m2n4b5v6c7z8l9a:update' });
    assert.equal((await request(service.port, json({ ...entry, documentId: 'b2', action: 'reorder' }))).status, 202);
    assert.deepEqual(service.queue.pending(), {
      changes: ['article:w8x3kq0p1m2n4b5v6c7z8l9a:update', 'article:b2:reorder'],
      remotes: [],
    });
  });

  test('a malformed entry queues nothing: 400', async () => {
    for (const entry of [
      { model: 'article', documentId: 'abc' },
      { model: 'article', action: 'update' },
      { model: 'article', documentId: 'ABC:x', action: 'update' },
      { model: 'article', documentId: 'x'.repeat(65), action: 'update' },
      { model: 'article', documentId: 42, action: 'update' },
      { model: 'article', documentId: 'abc', action: 'explode' },
      { model: 'article', documentId: 'abc', action: 'toString' },
      { remote: 'catalogue', documentId: 'abc', action: 'update' },
    ]) {
      await refused(json(entry), 400);
    }
  });

  test('a simple request a web page could send (text/plain, a form) is refused: 415', async () => {
    const body = JSON.stringify({ model: 'article' });
    await refused({ headers: { 'Content-Type': 'text/plain' }, body }, 415);
    await refused({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body }, 415);
    await refused({ body }, 415);
  });

  test('a model the CMS does not have, or a remote the suite does not have, queues nothing: 400', async () => {
    for (const model of ['nope', 'Article', '__proto__', 'constructor', ['article'], 42, null, '']) {
      await refused(json({ model }), 400);
    }
    await refused(json({ remote: 'nope' }), 400);
    await refused(json({}), 400);
    await refused(json({ model: 'article', remote: 'shell' }), 400);
    await refused(json('{"model":'), 400);
    await refused(json('["article"]'), 400);
  });

  test('a body over the limit is refused before it is read: 413', async () => {
    const big = JSON.stringify({ model: 'article', padding: 'x'.repeat(RENDER_BODY_MAX_BYTES) });
    await refused(json(big), 413);
    await refused(
      { ...json(big), headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
      413,
    );
  });

  test('a request from a browser (Origin) or to a name other than loopback (DNS rebinding): 403', async () => {
    await refused(json({ model: 'article' }, { Origin: 'https://evil.example' }), 403);
    await refused(json({ model: 'article' }, { Origin: 'null' }), 403);
    await refused(json({ model: 'article' }, { Host: 'evil.example:3090' }), 403);
    await refused(json({ model: 'article' }, { Host: '127.0.0.1.evil.example' }), 403);
    assert.equal((await request(service.port, json({ model: 'article' }, { Host: 'localhost:3090' }))).status, 202);
  });

  test('GET /ready is 503 until a first render ran; other routes are 404', async () => {
    assert.equal((await request(service.port, { method: 'GET', target: '/ready' })).status, 503);
    assert.equal((await request(service.port, { method: 'GET', target: '/status' })).body.runs.length, 0);
    await refused({ method: 'GET', target: '/render' }, 404);
    await refused({ ...json({ model: 'article' }), target: '/render/' }, 404);
  });
});

describe('POST /render with RENDER_HOOK_TOKEN', () => {
  let service;
  before(async () => (service = await startService({ token: 's3cret-token' })));
  beforeEach(() => service.queue.clear());
  after(() => {
    service.queue.clear();
    service.server.close();
  });

  test('needs the bearer token (401 otherwise), from any host name', async () => {
    const body = { model: 'article' };
    assert.equal((await request(service.port, json(body))).status, 401);
    assert.equal((await request(service.port, json(body, { Authorization: 'Bearer wrong' }))).status, 401);
    assert.equal((await request(service.port, json(body, { Authorization: 's3cret-token' }))).status, 401);
    assert.equal(service.queue.pending(), null);
    const allowed = json(body, { Authorization: 'Bearer s3cret-token', Host: 'render.internal:3090' });
    assert.equal((await request(service.port, allowed)).status, 202);
    assert.deepEqual(service.queue.pending(), { changes: ['article'], remotes: [] });
  });
});

describe('where the service listens', () => {
  test('loopback by default, whatever HOST says (HOST is for the public servers)', () => {
    assert.equal(renderBinding({ HOST: '0.0.0.0' }).host, '127.0.0.1');
    assert.equal(renderBinding({ RENDER_PORT: '0' }).port, 0);
    assert.equal(renderBinding({}).port, 3090);
  });

  test('RENDER_HOST elsewhere than loopback needs RENDER_HOOK_TOKEN', () => {
    assert.throws(() => renderBinding({ RENDER_HOST: '0.0.0.0' }), /RENDER_HOOK_TOKEN/);
    assert.throws(() => renderBinding({ RENDER_HOST: '10.0.0.5', RENDER_HOOK_TOKEN: '' }), /RENDER_HOOK_TOKEN/);
    assert.deepEqual(renderBinding({ RENDER_HOST: '0.0.0.0', RENDER_HOOK_TOKEN: 't' }), {
      host: '0.0.0.0',
      port: 3090,
      token: 't',
    });
    assert.equal(renderBinding({ RENDER_HOST: '::1' }).host, '::1');
  });
});

describe('the queue', () => {
  test('requests close together make one run with all their changes', async () => {
    let ran;
    const started = new Promise((resolve) => (ran = resolve));
    const calls = [];
    const queue = createRenderQueue({
      render: (run) => {
        calls.push(run);
        ran();
        return 0;
      },
      debounceMs: 20,
    });
    queue.enqueue(['article']);
    queue.enqueue(['case']);
    queue.enqueue([], ['catalogue']);
    await started;
    assert.equal(calls.length, 1);
    assert.deepEqual([...calls[0].job], ['article', 'case']);
    assert.deepEqual(calls[0].remotes, ['catalogue']);
  });
});

describe('the service itself (node scripts/render-service.mjs)', () => {
  /** Runs the service; resolves with the child and its output once it printed `until` or ended. */
  const launch = (env, until) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'scripts/render-service.mjs')], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const done = () => resolve({ child, output });
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (until.test(output)) done();
      });
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => resolve({ child, output, code }));
    });

  /** A loopback port nothing listens on: the CMS the service waits for never answers. */
  const closedPort = async () => {
    const server = http.createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    await new Promise((resolve) => server.close(resolve));
    return port;
  };

  const quiet = { RENDER_HOOK_TOKEN: '', RENDER_HOST: '', PRERENDER: '' };

  test('refuses to start on a non-loopback RENDER_HOST without a token', async () => {
    const { code, output } = await launch({ ...quiet, RENDER_HOST: '0.0.0.0', RENDER_PORT: '0' }, /escuchando/);
    assert.equal(code, 1);
    assert.match(output, /RENDER_HOOK_TOKEN/);
    assert.doesNotMatch(output, /escuchando/);
  });

  test('binds loopback with HOST=0.0.0.0 and refuses what it should, before any render', async () => {
    // The CMS never answers and the first render waits a minute for it: nothing renders here.
    const cms = `http://127.0.0.1:${await closedPort()}`;
    const env = { ...quiet, HOST: '0.0.0.0', RENDER_PORT: '0', CMS_URL: cms, RENDER_WAIT_CMS_MS: '60000' };
    const { child, output } = await launch(env, /escuchando en \S+:\d+/);
    try {
      const [, host, port] = /escuchando en http:\/\/(\S+):(\d+)/.exec(output);
      assert.equal(host, '127.0.0.1');
      const plain = await request(Number(port), {
        headers: { 'Content-Type': 'text/plain' },
        body: '{"model":"article"}',
      });
      assert.equal(plain.status, 415);
      assert.equal((await request(Number(port), json({ model: 'nope' }))).status, 400);
      const status = await request(Number(port), { method: 'GET', target: '/status' });
      // Its own process id: which of several renderers holds the turn.
      assert.deepEqual(status.body, { ready: false, running: false, runs: [], pid: child.pid });
    } finally {
      child.kill();
    }
  });
});

describe('GET /outcome: what became of an entry’s pages (the admin’s edit view asks)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-outcome-service-'));
  const ARTICLE = 'a1b2c3d4e5f6g7h8i9j0k1l2';
  const PAGE = 'p1b2c3d4e5f6g7h8i9j0k1l2';
  let service;
  before(async () => {
    writePage(dir, {
      path: '/blog/pantallas',
      entries: { article: [ARTICLE] },
      renderedAt: '2025-11-28T12:00:00.000Z',
    });
    writeOutcome(dir, {
      path: '/blog/pantallas',
      status: 'live',
      entries: { article: [ARTICLE] },
      at: '2025-11-28T12:00:00.000Z',
    });
    writeOutcome(dir, {
      path: '/blog',
      status: 'live',
      entries: { article: [ARTICLE] },
      at: '2025-11-28T12:00:01.000Z',
    });
    writeOutcome(dir, {
      path: '/campanas/equipo',
      status: 'failed',
      errors: ['la página quedó cargando', 'CMS: team-members sin respuesta aún'],
      at: '2025-11-28T12:01:00.000Z',
    });
    service = await startService({ token: 's3cret-token', outcomes: (entry) => outcomesOfEntry(dir, entry) });
  });
  after(() => {
    service.queue.clear();
    service.server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const ask = (target, headers = { Authorization: 'Bearer s3cret-token' }) =>
    request(service.port, { method: 'GET', target, headers });

  test('an entry’s pages, live with when they were rendered', async () => {
    const answer = await ask(`/outcome?model=article&documentId=${ARTICLE}&path=/blog/pantallas`);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, {
      model: 'article',
      documentId: ARTICLE,
      rendering: false,
      pages: [
        {
          path: '/blog/pantallas',
          status: 'live',
          renderedAt: '2025-11-28T12:00:00.000Z',
          attemptedAt: '2025-11-28T12:00:00.000Z',
          reasons: [],
        },
        {
          path: '/blog',
          status: 'live',
          renderedAt: '2025-11-28T12:00:01.000Z',
          attemptedAt: '2025-11-28T12:00:01.000Z',
          reasons: [],
        },
      ],
    });
  });

  test('a page that failed says why in Spanish; one never rendered is pendiente; a waiting render is told', async () => {
    const failed = await ask(`/outcome?model=page&documentId=${PAGE}&path=%2Fcampanas%2Fequipo`);
    assert.deepEqual(failed.body.pages, [
      {
        path: '/campanas/equipo',
        status: 'failed',
        renderedAt: null,
        attemptedAt: '2025-11-28T12:01:00.000Z',
        reasons: ['La página no terminó de cargar: la sección que muestra el equipo no recibió datos del CMS'],
      },
    ]);
    service.queue.enqueue([`page:${PAGE}:publish`]);
    const never = await ask(`/outcome?model=page&documentId=${PAGE}&path=/campanas/nueva`);
    assert.deepEqual(never.body.pages, [
      { path: '/campanas/nueva', status: 'pendiente', renderedAt: null, attemptedAt: null, reasons: [] },
    ]);
    assert.equal(never.body.rendering, true);
  });

  test('needs the token as POST /render does; no browser; a malformed question is 400', async () => {
    const target = `/outcome?model=article&documentId=${ARTICLE}`;
    assert.equal((await ask(target, {})).status, 401);
    assert.equal((await ask(target, { Authorization: 'Bearer wrong' })).status, 401);
    assert.equal(
      (await ask(target, { Authorization: 'Bearer s3cret-token', Origin: 'https://evil.example' })).status,
      403,
    );
    for (const bad of [
      '/outcome?model=nope&documentId=abc',
      '/outcome?model=article',
      '/outcome?model=article&documentId=ABC',
      `/outcome?model=article&documentId=${ARTICLE}&path=blog`,
      `/outcome?model=article&documentId=${ARTICLE}&path=//evil.example`,
      `/outcome?model=article&documentId=${ARTICLE}${'&path=/a'.repeat(9)}`,
    ]) {
      assert.equal((await ask(bad)).status, 400, bad);
    }
  });
});

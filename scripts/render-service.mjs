// The renderer's service: renders every page once the CMS answers, then again whenever the CMS
// says something changed (POST /render {"model": "article"}, from cms/src/utils/render-hook.js),
// and the pages of a remote whose live release changed (POST /render {"remote": "catalogue"},
// from scripts/releases.mjs promote/rollback; "shell" renders every page).
// Each run is a fresh `node scripts/prerender.mjs` process, so new remote code is always used.
// Changes that arrive during a run are merged into one next run. GET /ready answers 200 once the
// first full render has ended; GET /status tells what ran last.
import http from 'node:http';
import path from 'node:path';
import './lib/exit-with-parent.mjs';
import { apps, backEnds, bindHost, portOf, ROOT, urlOf } from './lib/apps.mjs';
import { runToEnd, waitForUrl } from './lib/processes.mjs';
import { pagesOfRemotes } from './lib/render-targets.mjs';
import { readAllPages, renderedDir } from './lib/rendered-store.mjs';

const port = portOf(backEnds.render);
const token = process.env.RENDER_HOOK_TOKEN || '';
const DEBOUNCE_MS = 1000;
const MODEL = /^[a-z][a-z0-9-]{0,60}$/;
const REMOTES = new Set(apps.map((app) => app.remote ?? 'shell'));

/** What the next run renders: nothing, 'all', or a Set of changed models. */
let pending;
/** Remotes whose live release changed since the last run (their pages render next). */
let pendingRemotes = new Set();
let running = false;
let ready = false;
let timer;
const runs = [];

const enqueue = (models, remotes = []) => {
  for (const remote of remotes) pendingRemotes.add(remote);
  if (models === 'all' || pending === 'all') pending = 'all';
  else pending = new Set([...(pending ?? []), ...models]);
  clearTimeout(timer);
  timer = setTimeout(runNext, DEBOUNCE_MS);
};

const runNext = async () => {
  if (running || pending === undefined) return;
  const job = pending;
  const remotes = [...pendingRemotes];
  pending = undefined;
  pendingRemotes = new Set();
  running = true;
  const prerender = (args) => runToEnd('node', [path.join(ROOT, 'scripts/prerender.mjs'), ...args], { cwd: ROOT });
  const started = Date.now();
  let code = 0;
  if (job === 'all') code = await prerender([]);
  else {
    if (job.size > 0) code = await prerender(['--models', [...job].join(',')]);
    if (remotes.length > 0) {
      const paths = pagesOfRemotes({ remotes, rendered: readAllPages(renderedDir()) });
      if (paths?.length !== 0) code = (await prerender(paths ? ['--paths', paths.join(',')] : [])) || code;
    }
  }
  const described = job === 'all' ? 'all' : [...job, ...remotes.map((remote) => `remote:${remote}`)];
  runs.unshift({ job: described, code, seconds: (Date.now() - started) / 1000, at: new Date() });
  runs.length = Math.min(runs.length, 20);
  running = false;
  ready = true;
  if (pending !== undefined) runNext();
};

const readBody = (req) =>
  new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 4096) reject(new Error('cuerpo demasiado grande'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

const send = (res, status, value) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
};

const server = http.createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url === '/ready') return send(res, ready ? 200 : 503, { ready });
    if (req.method === 'GET' && req.url === '/status') return send(res, 200, { ready, running, runs });
    if (req.method !== 'POST' || req.url !== '/render') return send(res, 404, { error: 'no encontrado' });
    if (token && req.headers.authorization !== `Bearer ${token}`) return send(res, 401, { error: 'token' });
    const { model, remote } = JSON.parse((await readBody(req)) || '{}');
    if (model !== undefined && !MODEL.test(String(model))) return send(res, 400, { error: 'modelo inválido' });
    if (remote !== undefined) {
      if (!REMOTES.has(String(remote))) return send(res, 400, { error: 'remoto inválido' });
      enqueue([], [String(remote)]);
      return send(res, 202, { queued: `remote:${remote}` });
    }
    enqueue(model === undefined ? 'all' : [String(model)]);
    return send(res, 202, { queued: model ?? 'all' });
  } catch (error) {
    return send(res, 400, { error: error.message });
  }
});

server.listen(port, bindHost(), () => console.info(`render: escuchando en http://${bindHost()}:${port}`));

// The first full render waits for the CMS (it starts alongside this service).
const cmsHealth = `${urlOf(backEnds.cms).replace(/\/$/, '')}/_health`;
waitForUrl(cmsHealth, Number(process.env.RENDER_WAIT_CMS_MS || 240_000))
  .catch((error) => console.warn(`render: ${error.message}; se renderiza igual (las páginas fallidas quedan sin HTML)`))
  .finally(() => enqueue('all'));

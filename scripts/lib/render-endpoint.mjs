// What the renderer's service accepts, and from whom. A render costs 9–240 s of work, so only the
// CMS's write hook and the release scripts may ask for one:
// - it listens on loopback; RENDER_HOST moves it elsewhere only together with RENDER_HOOK_TOKEN;
// - with a token, POST /render needs `Authorization: Bearer <token>`; without one, the Host header
//   must name loopback (a web page that rebinds its own domain to 127.0.0.1 cannot pass);
// - a request a browser sends (it carries Origin) is refused, and only `application/json` bodies
//   of at most 4 KiB are read, so no web page can send one with a simple (preflight-free) request;
// - a model the CMS does not have, a malformed entry, or a remote the suite does not have, queues nothing.
// GET /outcome (what became of an entry's pages, for the admin's edit view) is asked by the CMS alone:
// the same callers, with the same token.
import crypto from 'node:crypto';
import { backEnds } from './apps.mjs';
import { changeToken, ENTRY_ACTIONS, isDocumentId } from './render-changes.mjs';

export const RENDER_BODY_MAX_BYTES = 4096;

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

export const isLoopback = (host) => LOOPBACK_HOST.test(host);

/**
 * Where the service listens and the token it requires, from the environment. Throws (the service
 * does not start) when RENDER_HOST is not loopback and there is no RENDER_HOOK_TOKEN.
 */
export const renderBinding = (env = process.env) => {
  const host = env.RENDER_HOST || '127.0.0.1';
  const token = env.RENDER_HOOK_TOKEN || '';
  if (!isLoopback(host) && !token) {
    throw new Error(
      `RENDER_HOST=${host} no es loopback: hace falta RENDER_HOOK_TOKEN / a non-loopback RENDER_HOST needs RENDER_HOOK_TOKEN`,
    );
  }
  const port = Number(env[backEnds.render.portEnv] || backEnds.render.port);
  return { host, port, token };
};

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The host name of a Host header (`127.0.0.1:3090` → 127.0.0.1, `[::1]:3090` → [::1]). */
const hostNameOf = (header = '') => /^(\[[^\]]*\]|[^:]*)/.exec(header)[1];

const sameSecret = (given, expected) =>
  crypto.timingSafeEqual(
    crypto.createHash('sha256').update(String(given)).digest(),
    crypto.createHash('sha256').update(expected).digest(),
  );

const checkCaller = (req, token) => {
  if (req.headers.origin !== undefined) throw new Refusal(403, 'solicitudes de navegador no / no browser requests');
  if (!token && !isLoopback(hostNameOf(req.headers.host))) throw new Refusal(403, 'host');
};

const checkToken = (req, token) => {
  if (token && !sameSecret(req.headers.authorization ?? '', `Bearer ${token}`)) throw new Refusal(401, 'token');
};

const isJson = (contentType = '') => contentType.split(';')[0].trim().toLowerCase() === 'application/json';

const readBody = (req) =>
  new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > RENDER_BODY_MAX_BYTES) {
      reject(new Refusal(413, 'cuerpo demasiado grande / body too large'));
      return;
    }
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= RENDER_BODY_MAX_BYTES) return chunks.push(chunk);
      req.off('data', onData);
      req.resume();
      return reject(new Refusal(413, 'cuerpo demasiado grande / body too large'));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * The one change a POST /render names: { model, documentId, action } (one entry), { model } (any
 * entry of the model) or { remote }.
 */
const parseChange = (text, { models, remotes }) => {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Refusal(400, 'JSON inválido / invalid JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Refusal(400, 'se espera un objeto');
  const { model, remote, documentId, action } = body;
  if ((model === undefined) === (remote === undefined)) throw new Refusal(400, 'model o remote / model or remote');
  if (model !== undefined && !models.has(model)) throw new Refusal(400, 'modelo desconocido / unknown model');
  if (remote !== undefined && !remotes.has(remote)) throw new Refusal(400, 'remoto desconocido / unknown remote');
  if ((documentId === undefined) !== (action === undefined) || (remote !== undefined && documentId !== undefined))
    throw new Refusal(400, 'documentId y action van juntos, con model / documentId and action go together, with model');
  if (documentId !== undefined && (!isDocumentId(documentId) || !ENTRY_ACTIONS.has(action)))
    throw new Refusal(400, 'entrada inválida / invalid entry');
  return { model, remote, documentId, action };
};

/** Paths the CMS names for an entry (where site-pages.js says it is seen): a few site paths. */
const OUTCOME_PATHS_MAX = 8;
const isSitePath = (value) => /^\/[^\s?#]{0,299}$/.test(value) && !value.startsWith('//');

/** The entry a GET /outcome asks about: ?model=article&documentId=…[&path=/blog/…]. */
const parseOutcomeQuery = (target, models) => {
  const query = new URL(target, 'http://render.invalid').searchParams;
  const model = query.get('model');
  const documentId = query.get('documentId');
  const paths = query.getAll('path');
  if (!models.has(model)) throw new Refusal(400, 'modelo desconocido / unknown model');
  if (!isDocumentId(documentId)) throw new Refusal(400, 'documentId inválido / invalid documentId');
  if (paths.length > OUTCOME_PATHS_MAX || !paths.every(isSitePath))
    throw new Refusal(400, 'path inválido / invalid path');
  return { model, documentId, paths };
};

const send = (res, status, value) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(value));
};

/**
 * The service's requests: GET /ready (200 once the first full render has ended), GET /status (with the
 * process id), and
 * POST /render { "model": "article", "documentId": "…", "action": "update" }, { "model": "article" }
 * or { "remote": "catalogue" } ("shell": every page), and
 * GET /outcome?model=article&documentId=…&path=/blog/… : the entry's pages and what became of each
 * (`outcomes`, render-outcomes.mjs `outcomesOfEntry`), and whether a render is under way or waiting.
 * @param {object} options
 * @param {ReturnType<import('./render-queue.mjs').createRenderQueue>} options.queue
 * @param {Set<string>} options.models   the CMS's models (cms-models.mjs)
 * @param {Set<string>} options.remotes  the remotes' names and "shell"
 * @param {string} options.token         RENDER_HOOK_TOKEN, or '' (then loopback callers only)
 * @param {(entry: { model: string, documentId: string, paths: string[] }) => object[]} [options.outcomes]
 */
export const createRenderHandler =
  ({ queue, models, remotes, token, outcomes = () => [] }) =>
  async (req, res) => {
    try {
      checkCaller(req, token);
      const { ready, running, runs } = queue.status();
      if (req.method === 'GET' && req.url === '/ready') return send(res, ready ? 200 : 503, { ready });
      // `pid`: which of several renderers holds the turn (the failure drill kills that one).
      if (req.method === 'GET' && req.url === '/status')
        return send(res, 200, { ready, running, runs, pid: process.pid });
      if (req.method === 'GET' && /^\/outcome(?:\?|$)/.test(req.url)) {
        checkToken(req, token);
        const entry = parseOutcomeQuery(req.url, models);
        return send(res, 200, {
          model: entry.model,
          documentId: entry.documentId,
          pages: outcomes(entry),
          rendering: running || queue.pending() !== null,
        });
      }
      if (req.method !== 'POST' || req.url !== '/render') return send(res, 404, { error: 'no encontrado' });
      checkToken(req, token);
      if (!isJson(req.headers['content-type'])) throw new Refusal(415, 'solo application/json / only application/json');
      const change = parseChange(await readBody(req), { models, remotes });
      if (change.remote !== undefined) queue.enqueue([], [change.remote]);
      else queue.enqueue([changeToken(change)]);
      return send(res, 202, { queued: change.remote === undefined ? changeToken(change) : `remote:${change.remote}` });
    } catch (error) {
      if (!(error instanceof Refusal)) console.error(`render: ${error.message}`);
      // A refused body may still be arriving: the answer goes out and the connection closes.
      res.setHeader('Connection', 'close');
      return send(res, error.status ?? 400, { error: error instanceof Refusal ? error.message : 'solicitud inválida' });
    }
  };

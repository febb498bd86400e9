// Production static server of one app: precompressed brotli/gzip, long-term caching for hashed
// files, no-cache for HTML, manifests and the addresses file, CORS for federation. The shell's
// server also answers every page URL with its HTML (site-documents.mjs) and /sitemap.xml.
// Releases (releases.mjs): a remote's server also serves RELEASES_DIR/<remote>/<version>/ under
// /releases/<version>/ (every file immutable) and its pointer at /releases/live.json (no-cache);
// the shell's server serves the shell's live release, if any, instead of its dist/. The addresses
// file and the CSP follow the live pointers, read again whenever one changes: no restart.
// No request can throw past the handler: malformed targets get 400, odd ranges 416.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { buildSitemap } from '../generate-sitemap.mjs';
import { apps, ROOT } from './apps.mjs';
import { liveVersion, POINTER_FILE, readPointer, releaseDir, releaseNameOf, VERSION_PATTERN } from './releases.mjs';
import { liveRuntimeConfig, RUNTIME_CONFIG_FILE } from './runtime-config.mjs';
import { checkRange, requestPath, sendPlain } from './safe-request.mjs';
import { secureDocumentAnswers } from './security-headers.mjs';
import { siteDocuments } from './site-documents.mjs';

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const READ_METHODS = new Set(['GET', 'HEAD']);

/** /sitemap.xml from the route table and the CMS; kept 10 min (30 s while the CMS is down). */
const sitemapResponder = (cmsUrl) => {
  let cached = null;
  return async (req, res) => {
    if (!cached || cached.expires < Date.now()) {
      const pending = buildSitemap({ cmsUrl, timeoutMs: 3000 });
      cached = { pending, expires: Date.now() + 30_000 };
      pending.then(({ complete }) => {
        if (complete && cached?.pending === pending) cached.expires = Date.now() + 600_000;
      });
    }
    const { xml } = await cached.pending;
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : xml);
  };
};

/** The built files: hashed ones immutable for a year, the rest revalidated; no source maps. */
const fileServer = (distDir, { release = false } = {}) =>
  sirv(distDir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      // A release never changes: its URL names its version, so every file in it is immutable.
      const immutable = release || HASHED.test(pathname) || pathname.startsWith('/assets/');
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });

/** The release name of the app a dist/ folder belongs to (null: a build served from elsewhere). */
const releaseNameOfDist = (distDir) => {
  const app = apps.find((candidate) => path.join(ROOT, candidate.folder, 'dist') === path.resolve(distDir));
  return app ? releaseNameOf(app) : null;
};

/** /releases/<version>/<file> of one app, from RELEASES_DIR/<name>/<version>/ (immutable). */
const releaseFiles = (name) => {
  const servers = new Map();
  return (req, res, pathname, next) => {
    if (pathname === `/releases/${POINTER_FILE}`) {
      const pointer = readPointer(name);
      if (!pointer) return next();
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end(req.method === 'HEAD' ? undefined : JSON.stringify(pointer, null, 2));
    }
    const [, version, ...rest] = pathname.split('/').slice(1);
    if (!version || !VERSION_PATTERN.test(version) || version.includes('..') || rest.length === 0) return next();
    const folder = releaseDir(name, version);
    if (!servers.has(folder)) {
      if (!fs.existsSync(folder)) return next();
      servers.set(folder, fileServer(folder, { release: true }));
    }
    const query = req.url.indexOf('?');
    req.url = `/${rest.join('/')}${query === -1 ? '' : req.url.slice(query)}`;
    return servers.get(folder)(req, res, next);
  };
};

/**
 * The shell's files: its live release's, then the release live before it (a visit that began
 * on it still finds its chunks), then its dist/. Each folder's file server is made once.
 */
const shellFiles = (distDir) => {
  const servers = new Map();
  const serverOf = (folder) => {
    if (!servers.has(folder)) servers.set(folder, fileServer(folder));
    return servers.get(folder);
  };
  const folders = () => {
    const pointer = readPointer('shell');
    const versions = [pointer?.live, pointer?.history.at(-1)].filter((version) => typeof version === 'string');
    const releases = versions.flatMap((version) => {
      try {
        const folder = releaseDir('shell', version);
        return fs.existsSync(path.join(folder, 'index.html')) ? [folder] : [];
      } catch {
        return [];
      }
    });
    return [...releases, distDir];
  };
  return (req, res, next) => {
    const chain = folders();
    const tryFolder = (index) =>
      serverOf(chain[index])(req, res, index + 1 < chain.length ? () => tryFolder(index + 1) : next);
    return tryFolder(0);
  };
};

/** The shell's live dist folder: its live release, else the dist/ it was started with. */
export const liveShellDir = (distDir) => {
  const live = liveVersion('shell');
  if (!live) return distDir;
  const folder = releaseDir('shell', live);
  return fs.existsSync(path.join(folder, 'index.html')) ? folder : distDir;
};

/** The request handler of one app (exported for tests). */
export const createHandler = ({
  distDir,
  historyFallback,
  config = liveRuntimeConfig,
  release = releaseNameOfDist(distDir),
}) => {
  // The addresses file is answered from this process's environment and the live pointers, never
  // written into dist/: several servers (e.g. a moved remote) can serve the same build with
  // different addresses. `config` is the config, or a function that returns the current one.
  const currentConfig = typeof config === 'function' ? config : () => config;
  let answered = { config: null, json: '' };
  const runtimeConfig = () => {
    const now = currentConfig();
    if (answered.config !== now) answered = { config: now, json: JSON.stringify(now, null, 2) };
    return answered.json;
  };
  const shellReleases = historyFallback && release === 'shell';
  const files = shellReleases ? shellFiles(distDir) : fileServer(distDir);
  const releases = release && !shellReleases ? releaseFiles(release) : null;
  const documents = historyFallback
    ? siteDocuments({ distDir: shellReleases ? () => liveShellDir(distDir) : distDir, config: currentConfig })
    : null;
  const sitemap = historyFallback ? sitemapResponder(currentConfig().cmsUrl) : null;
  const notFound = (res) => sendPlain(res, 404, 'No encontrado');

  const handle = (req, res) => {
    // Every answer that is HTML (by its Content-Type: `/`, a 404 page, any file) gets the CSP and
    // the frame headers, whichever part below writes it.
    secureDocumentAnswers(res, currentConfig);
    res.setHeader('Access-Control-Allow-Origin', '*');
    const pathname = requestPath(req);
    if (pathname === null) return sendPlain(res, 400, 'Solicitud inválida');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    if (!READ_METHODS.has(req.method)) {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      return sendPlain(res, 405, 'Método no permitido');
    }
    if (checkRange(req) === 'unsatisfiable') {
      res.setHeader('Content-Range', 'bytes */*');
      return sendPlain(res, 416, 'Rango no satisfacible');
    }
    if (pathname.endsWith('.map')) return notFound(res);
    if (pathname === `/${RUNTIME_CONFIG_FILE}`) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end(req.method === 'HEAD' ? undefined : runtimeConfig());
    }
    if (sitemap && pathname === '/sitemap.xml') {
      return sitemap(req, res).catch(() => notFound(res));
    }
    if (releases && pathname.startsWith('/releases/')) return releases(req, res, pathname, () => notFound(res));
    if (documents?.isPage(pathname)) return documents.answer(req, res, pathname);
    return files(req, res, () => (documents ? documents.answer(req, res, pathname) : notFound(res)));
  };

  return (req, res) => {
    try {
      const pending = handle(req, res);
      if (pending instanceof Promise) pending.catch((error) => fail(res, error));
    } catch (error) {
      fail(res, error);
    }
  };
};

const fail = (res, error) => {
  console.error('Error al responder una solicitud:', error);
  sendPlain(res, 500, 'Error interno');
};

export const startStaticServer = ({ distDir, port, host, historyFallback }) => {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`Falta la compilación en ${distDir}: ejecuta "npm run build" primero.`);
  }
  const server = http.createServer(createHandler({ distDir, historyFallback }));
  // Headers beyond Node's limit, bad request lines: 400 and the socket closes; nothing throws.
  server.on('clientError', (error, socket) => {
    if (socket.writable && !socket.destroyed) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
};

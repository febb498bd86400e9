// Production static server of one app: precompressed brotli/gzip, long-term caching for hashed
// files, no-cache for HTML, manifests and the addresses file, CORS for federation. The shell's
// server also answers every page URL with its HTML (site-documents.mjs) and /sitemap.xml.
// No request can throw past the handler: malformed targets get 400, odd ranges 416.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { buildSitemap } from '../generate-sitemap.mjs';
import { RUNTIME_CONFIG_FILE, runtimeConfigFromEnv } from './runtime-config.mjs';
import { checkRange, requestPath, sendPlain } from './safe-request.mjs';
import { securityHeaders } from './security-headers.mjs';
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
const fileServer = (distDir, config) =>
  sirv(distDir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      const immutable = HASHED.test(pathname) || pathname.startsWith('/assets/');
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (pathname.endsWith('.html')) {
        for (const [name, value] of Object.entries(securityHeaders(config, ''))) res.setHeader(name, value);
      }
    },
  });

/** The request handler of one app (exported for tests). */
export const createHandler = ({ distDir, historyFallback, config = runtimeConfigFromEnv() }) => {
  // The addresses file is answered from this process's environment, never written into dist/:
  // several servers (e.g. a moved remote) can serve the same build with different addresses.
  const runtimeConfig = JSON.stringify(config, null, 2);
  const files = fileServer(distDir, config);
  const documents = historyFallback ? siteDocuments({ distDir, config }) : null;
  const sitemap = historyFallback ? sitemapResponder(config.cmsUrl) : null;
  const notFound = (res) => sendPlain(res, 404, 'No encontrado');

  const handle = (req, res) => {
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
      return res.end(req.method === 'HEAD' ? undefined : runtimeConfig);
    }
    if (sitemap && pathname === '/sitemap.xml') {
      return sitemap(req, res).catch(() => notFound(res));
    }
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

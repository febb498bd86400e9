// Production static server of one app: the request handler that checks each request (request
// safety: safe-request.mjs), puts the security headers on every HTML answer (security-headers.mjs)
// and hands it to the part that answers it: the addresses file, the shell's sitemap
// (sitemap-responder.mjs), feeds (feed-responder.mjs) and security.txt (security-txt.mjs), release
// files and built files (built-files.mjs), the shell's page documents (site-documents.mjs). No
// request can throw past the handler: malformed targets get 400, odd ranges 416, failures 500.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileServer, liveShellDir, releaseFiles, releaseNameOfDist, shellFiles } from './built-files.mjs';
import { feedResponder } from './feed-responder.mjs';
import { liveRuntimeConfig, RUNTIME_CONFIG_FILE } from './runtime-config.mjs';
import { checkRange, requestPath, sendPlain } from './safe-request.mjs';
import { secureDocumentAnswers } from './security-headers.mjs';
import { SECURITY_TXT_PATH, securityTxtResponder } from './security-txt.mjs';
import { siteDocuments } from './site-documents.mjs';
import { isSitemapPath, sitemapResponder } from './sitemap-responder.mjs';

const READ_METHODS = new Set(['GET', 'HEAD']);

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
  const feeds = historyFallback ? feedResponder({ cmsUrl: currentConfig().cmsUrl }) : null;
  const securityTxt = historyFallback ? securityTxtResponder({ cmsUrl: () => currentConfig().cmsUrl }) : null;
  const notFound = (res) => sendPlain(res, 404, 'No encontrado');
  // A remote's own page (its standalone frame, index.html) draws every page of the remote, so a deep
  // link opened in a browser gets it too; a missing file (a chunk, the manifest) stays a 404.
  const remotePage = (req, res, pathname) => {
    if (!isPageNavigation(req, pathname)) return notFound(res);
    req.url = '/index.html';
    return files(req, res, () => notFound(res));
  };

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
    if (sitemap && isSitemapPath(pathname)) {
      return sitemap(req, res, pathname).catch(() => notFound(res));
    }
    // Before the pages: /blog/feed.xml would otherwise be the article "feed.xml".
    if (feeds?.has(pathname)) return feeds.answer(req, res, pathname);
    if (securityTxt && pathname === SECURITY_TXT_PATH) return securityTxt(req, res);
    if (releases && pathname.startsWith('/releases/')) return releases(req, res, pathname, () => notFound(res));
    if (documents?.isPage(pathname)) return documents.answer(req, res, pathname);
    return files(req, res, () => (documents ? documents.answer(req, res, pathname) : remotePage(req, res, pathname)));
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

/** A browser opening a page: an HTML request of a path whose last segment names no file. */
const isPageNavigation = (req, pathname) => /text\/html/.test(req.headers.accept ?? '') && !/\.[^/]*$/.test(pathname);

const fail = (res, error) => {
  console.error('Error al responder una solicitud:', error);
  sendPlain(res, 500, 'Error interno');
};

export const startStaticServer = ({ distDir, port, host, historyFallback }) => {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`Falta la compilación en ${distDir}: ejecuta "npm run build" primero.`);
  }
  const server = http.createServer(createHandler({ distDir, historyFallback }));
  // Idle keep-alive connections stay open longer than a load balancer's or a client's own idle
  // timeout (60 s is the common default): otherwise the server may close a socket at the moment a
  // client sends its next request on it, and that request fails with "other side closed".
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
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

// Production static server of one app: precompressed brotli/gzip, long-term caching for hashed
// files, no-cache for HTML, manifests and the addresses file, CORS for federation, and (shell)
// history fallback so deep links reload. The shell's HTML also carries "early hints" (below) and
// the shell answers /sitemap.xml from the route table and the CMS.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { patternSource, readPaths, readRouteTable } from '../audit/site-routes.mjs';
import { buildSitemap } from '../generate-sitemap.mjs';
import { ROOT } from './apps.mjs';
import { RUNTIME_CONFIG_FILE, runtimeConfigFromEnv } from './runtime-config.mjs';

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const EARLY_MARK = 'data-linx-early-hints';
/** Remotes whose pages read the CMS first thing: their routes also warm the CMS connection. */
const CMS_REMOTES = ['catalogue', 'content'];
const CMS_READS_FILE = path.join(ROOT, 'shared/src/api/cms/cms-reads.json');

/**
 * Runs in the browser, inlined at the top of the shell's <head>: for the route being opened, it
 * starts the remote's manifest request right away (the shell's federation runtime takes that
 * response instead of asking again: shared/build/retry-runtime-plugin.js), preloads the remote
 * entry and the page's chunks, in parallel with the shell's own scripts instead of after them,
 * and starts the page's first CMS reads (cms-reads.json; shared/src/utils/early-response.ts
 * takes them). Route entry: [pattern with capture groups, remote, expose, CMS reads, param names].
 */
/* global window, document, location */
function earlyHints(data) {
  var match;
  var route = data.routes.find(function (candidate) {
    match = new RegExp(candidate[0]).exec(location.pathname);
    return match;
  });
  var manifestUrl = route && data.remotes[route[1]];
  if (!manifestUrl || !window.fetch) return;
  var early = (window.__LINX_EARLY_FETCH__ = window.__LINX_EARLY_FETCH__ || {});
  try {
    route[3].forEach(function (call) {
      var url =
        data.cms.api +
        call.replace(/:(\w+)/g, function (_, name) {
          return encodeURIComponent(decodeURIComponent(match[route[4].indexOf(name) + 1]));
        });
      early[url] = fetch(url);
      early[url].catch(function () {}); /* a page never opened leaves no unhandled rejection */
    });
  } catch {
    /* the page asks the CMS itself */
  }
  var link = function (rel, href, as, cors) {
    var element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) element.as = as;
    if (cors) element.crossOrigin = 'anonymous';
    document.head.appendChild(element);
  };
  link('preload', data.runtimeConfig, 'fetch', true);
  if (data.cms.remotes.indexOf(route[1]) >= 0) {
    link('preconnect', data.cms.origin, '', true);
  }
  var origin = new URL(manifestUrl, location.href).origin;
  if (origin !== location.origin) link('preconnect', origin, '', true);
  early[manifestUrl] = fetch(manifestUrl).then(function (response) {
    if (!response.ok) return response;
    response
      .clone()
      .json()
      .then(function (manifest) {
        var meta = manifest.metaData;
        var base = new URL(meta.publicPath === 'auto' ? '.' : meta.publicPath, new URL(manifestUrl, location.href));
        var entry = meta.remoteEntry;
        link('preload', new URL((entry.path ? entry.path + '/' : '') + entry.name, base).href, 'script');
        var expose = manifest.exposes.find(function (candidate) {
          return candidate.path === route[2];
        });
        if (!expose) return;
        expose.assets.css.sync.forEach(function (file) {
          link('preload', new URL(file, base).href, 'style');
        });
        expose.assets.js.sync.forEach(function (file) {
          link('preload', new URL(file, base).href, 'script');
        });
      })
      .catch(function () {});
    return response;
  });
}

/** The CMS paths each page reads first (shared/src/api/cms/cms-reads.json), by route pattern. */
const firstCmsReads = ({ cmsToken }) => {
  // The early requests carry no credentials: with a read token the pages ask the CMS themselves.
  if (cmsToken) return new Map();
  const { calls, firstReadsByPage } = JSON.parse(fs.readFileSync(CMS_READS_FILE, 'utf8'));
  const pathByKey = readPaths();
  return new Map(
    Object.entries(firstReadsByPage).map(([key, names]) => [pathByKey[key], names.map((name) => calls[name])]),
  );
};

/** The shell's index.html with the early-hints script for these remote addresses. */
export const shellHtml = (distDir, { remotes, cmsUrl, cmsToken }) => {
  const reads = firstCmsReads({ cmsToken });
  const routes = readRouteTable().map((route) => [
    patternSource(route.path).replaceAll('[^/]+', '([^/]+)'),
    route.remote,
    route.expose,
    reads.get(route.path) ?? [],
    [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name),
  ]);
  const cms = { origin: new URL(cmsUrl).origin, api: `${cmsUrl.replace(/\/$/, '')}/api`, remotes: CMS_REMOTES };
  const data = JSON.stringify({ routes, remotes, cms, runtimeConfig: `/${RUNTIME_CONFIG_FILE}` }).replace(
    /</g,
    '\\u003c',
  );
  // Line breaks are kept, so a `//` comment in the function cannot swallow the code after it.
  const code = earlyHints.toString().replace(/\n\s*/g, '\n');
  const script = `<script ${EARLY_MARK}>(${code})(${data})</script>`;
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return html.replace(/<head>/i, `<head>${script}`);
};

/** Serves one precomputed HTML document, compressed as the browser accepts. */
const htmlResponder = (html) => {
  const bodies = {
    br: zlib.brotliCompressSync(html),
    gzip: zlib.gzipSync(html, { level: 9 }),
    identity: Buffer.from(html),
  };
  return (req, res) => {
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', bodies[encoding].length);
    res.end(req.method === 'HEAD' ? undefined : bodies[encoding]);
  };
};

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

/** History fallback (as sirv's `single`): paths without a file extension get the shell's HTML. */
const isDocumentRequest = (req, pathname) =>
  (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname) && !pathname.startsWith('/.well-known');

export const startStaticServer = ({ distDir, port, host, historyFallback }) => {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`Falta la compilación en ${distDir}: ejecuta "npm run build" primero.`);
  }
  // The addresses file is answered from this process's environment, never written into dist/:
  // several servers (e.g. a moved remote) can serve the same build with different addresses.
  const config = runtimeConfigFromEnv();
  const runtimeConfig = JSON.stringify(config, null, 2);
  const serve = sirv(distDir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      const immutable = HASHED.test(pathname) || pathname.startsWith('/assets/');
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  // The shell's HTML (every deep link) and sitemap; remotes serve their files as built.
  const document = historyFallback ? htmlResponder(shellHtml(distDir, config)) : null;
  const sitemap = historyFallback ? sitemapResponder(config.cmsUrl) : null;
  const notFound = (res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('No encontrado');
  };
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === `/${RUNTIME_CONFIG_FILE}`) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(runtimeConfig);
      return;
    }
    if (sitemap && pathname === '/sitemap.xml') {
      sitemap(req, res).catch(() => notFound(res));
      return;
    }
    if (document && (pathname === '/' || pathname === '/index.html')) {
      document(req, res);
      return;
    }
    serve(req, res, () => (document && isDocumentRequest(req, pathname) ? document(req, res) : notFound(res)));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
};

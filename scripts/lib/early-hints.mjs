// The shell HTML's "early hints": a small script inlined at the top of <head> that starts, for the
// route being opened, the requests the page will need, in parallel with the shell's own scripts.
import fs from 'node:fs';
import path from 'node:path';
import { patternSource, readPaths, readRouteTable } from '../audit/site-routes.mjs';
import { ROOT } from './apps.mjs';
import { RUNTIME_CONFIG_FILE } from './runtime-config.mjs';

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

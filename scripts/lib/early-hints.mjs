// The shell HTML's "early hints": a small script inlined at the top of <head> that starts, for the
// route being opened, the requests the page will need, in parallel with the shell's own scripts.
import fs from 'node:fs';
import path from 'node:path';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';
import { routeParamNames, routePatternSource } from '../../shared/src/routes/match-route.cjs';
import { readRouteTable } from '../audit/site-routes.mjs';
import { ROOT } from './apps.mjs';
import { RUNTIME_CONFIG_FILE } from './runtime-config.mjs';
import { scriptJson } from './script-json.mjs';

const { elements, globals } = renderProtocol;
const CMS_READS_FILE = path.join(ROOT, 'shared/src/api/cms/cms-reads.json');

/**
 * Runs in the browser, inlined at the top of the shell's <head>: for the route being opened, it
 * starts the remote's manifest request right away (the shell's federation runtime takes that
 * response instead of asking again: shared/build/retry-runtime-plugin.js), preloads the remote
 * entry and the page's chunks, in parallel with the shell's own scripts instead of after them,
 * and starts the page's first CMS reads (cms-reads.json; shared/src/utils/early-response.ts
 * takes them). Route entry: [pattern with capture groups, remote, expose, CMS reads, param names,
 * whether the page reads the CMS (then the CMS connection is warmed too)].
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
  var early = (window[data.earlyFetches] = window[data.earlyFetches] || {});
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
  if (route[5]) {
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

/**
 * The inline script, the same code for every page and address set (the CSP allows it by its hash,
 * computed once from this source): it reads its data from the JSON block right before it. Line
 * breaks are kept, so a `//` comment in the function cannot swallow the code after it.
 */
export const EARLY_HINTS_SCRIPT = `(${earlyHints.toString().replace(/\n\s*/g, '\n')})(JSON.parse(document.currentScript.previousElementSibling.textContent))`;

/** The CMS paths of a page's first reads (its `cmsReads` in the route list, paths from cms-reads.json). */
const firstCmsReads = ({ cmsToken }) => {
  // The early requests carry no credentials: with a read token the pages ask the CMS themselves.
  if (cmsToken) return () => [];
  const { calls } = JSON.parse(fs.readFileSync(CMS_READS_FILE, 'utf8'));
  return (route) => route.cmsReads.map((name) => calls[name].path);
};

/** The shell's index.html with the early-hints script for these remote addresses. */
export const shellHtml = (distDir, { remotes, cmsUrl, cmsToken }) => {
  const readsOf = firstCmsReads({ cmsToken });
  const routes = readRouteTable().map((route) => [
    routePatternSource(route.path),
    route.remote,
    route.expose,
    readsOf(route),
    routeParamNames(route.path),
    route.cmsReads.length > 0,
  ]);
  const cms = { origin: new URL(cmsUrl).origin, api: `${cmsUrl.replace(/\/$/, '')}/api` };
  const data = scriptJson({
    routes,
    remotes,
    cms,
    runtimeConfig: `/${RUNTIME_CONFIG_FILE}`,
    earlyFetches: globals.earlyFetches,
  });
  // The data goes in a JSON block right before the script, so the script is EARLY_HINTS_SCRIPT.
  const script = `<script type="application/json" id="${elements.earlyStart}">${data}</script><script ${elements.earlyStartMark}>${EARLY_HINTS_SCRIPT}</script>`;
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return html.replace(/<head>/i, () => `<head>${script}`);
};

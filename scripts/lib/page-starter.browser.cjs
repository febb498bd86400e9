// The page starter as it runs in the browser: the site's one inline script, bundled with the manifest
// reader and minified by page-starter.mjs (docs/rendering.md, "The page starter"). It reads what to
// start from the JSON block right before it: on a rendered page the files named at render time,
// once the first contentful paint is on screen; on a page never rendered, at once, the route's
// first CMS reads and its remote's manifest, entry and page chunks, matched from the URL here.
/* global window, document, location, requestAnimationFrame, EARLY_FETCHES */
// EARLY_FETCHES: the window property of early requests (render-protocol.cjs), set when bundling.
const { pageFiles } = require('../../shared/src/federation/page-files.cjs');

const data = JSON.parse(document.currentScript.previousElementSibling.textContent);
const early = (window[EARLY_FETCHES] = window[EARLY_FETCHES] || {});

/**
 * A request the page's code takes instead of asking again (shared/src/utils/early-response.ts),
 * `then` applied to its response. One nobody takes leaves no unhandled rejection.
 */
const fetchEarly = (url, then) => {
  const request = fetch(url);
  early[url] = then ? request.then(then) : request;
  early[url].catch(() => {});
};

const addLink = (rel, href, as, crossOrigin) => {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  if (crossOrigin) link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
};

/** Scripts run in the order they are added (async=false), as the deferred scripts they replace. */
const addScript = (src) => {
  const script = document.createElement('script');
  script.src = src;
  script.async = false;
  document.head.appendChild(script);
};

/** Preloads the entry and page chunks of the remote page once its manifest has arrived. */
const preloadFromManifest = (manifestUrl, expose) => (response) => {
  if (response.ok) {
    response
      .clone()
      .json()
      .then((manifest) => {
        const files = pageFiles(manifest, manifestUrl, expose);
        addLink('preload', files.entry, 'script');
        files.styles.forEach((file) => addLink('preload', file, 'style'));
        files.scripts.forEach((file) => addLink('preload', file, 'script'));
      })
      .catch(() => {});
  }
  return response;
};

/**
 * A page never rendered: the route the URL opens, from `routes` ([pattern, remote, expose, CMS
 * paths, parameter names, whether it reads the CMS]); its CMS reads with the URL's parameters
 * filled in, the addresses file, connections to the CMS and the remote, and the remote's manifest.
 */
const startRoute = ({ routes, remotes, cms, runtimeConfig }) => {
  let match;
  const route = routes.find(([pattern]) => (match = new RegExp(pattern).exec(location.pathname)));
  const manifestUrl = route && remotes[route[1]];
  if (!manifestUrl || !window.fetch) return;
  const [, , expose, cmsPaths, parameters, readsCms] = route;
  // An empty rest of the path (`/`, opened by `/*path`) captures nothing: "".
  const parameter = (_, name) => encodeURIComponent(decodeURIComponent(match[parameters.indexOf(name) + 1] ?? ''));
  try {
    cmsPaths.forEach((path) => fetchEarly(cms.api + path.replace(/:(\w+)/g, parameter)));
  } catch {
    // A malformed parameter: the page asks the CMS itself.
  }
  addLink('preload', runtimeConfig, 'fetch', true);
  if (readsCms) addLink('preconnect', cms.origin, '', true);
  const manifest = new URL(manifestUrl, location.href);
  if (manifest.origin !== location.origin) addLink('preconnect', manifest.origin, '', true);
  fetchEarly(manifestUrl, preloadFromManifest(manifest.href, expose));
};

const start = () => {
  (data.fetches || []).forEach((url) => fetchEarly(url));
  (data.preloads || []).forEach((href) => addLink('preload', href, 'script'));
  (data.scripts || []).forEach(addScript);
  if (data.routes) startRoute(data);
};

/** Once the first contentful paint is on screen; a hidden tab paints nothing: at once; a browser without paint timing: after the first frame. */
const afterFirstPaint = (then) => {
  let started = false;
  const once = () => {
    if (!started) {
      started = true;
      then();
    }
  };
  const paintTiming = ((window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []).includes('paint');
  if (document.visibilityState === 'hidden') once();
  else if (paintTiming) {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) once();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(once, 0));
};

if (data.afterPaint) afterFirstPaint(start);
else start();

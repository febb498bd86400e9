// The one route matcher of the site: the shell (prefetch, hydration), the static server, the
// renderer and the page starter of the shell's own HTML (docs/rendering.md) all match URLs with
// these rules.
// A pattern is a path whose `:name` segments match one non-empty path segment, and whose last
// segment may be `*name`: the rest of the path, none or more segments (the pages built in the CMS, at
// any path no other route opens, `/` included: its rest is ""); one trailing slash is allowed; letters
// match in their case. CommonJS for the same reason as site-routes.cjs.

/** @param {string} pattern  e.g. "/blog/:slug" → ["slug"], "/*path" → ["path"] */
const routeParamNames = (pattern) => [...pattern.matchAll(/[:*](\w+)/g)].map(([, name]) => name);

/**
 * A pattern as a RegExp source with one capture group per parameter, in the order of
 * routeParamNames ("/blog/:slug" → ^/blog/([^/]+)/?$, "/*path" → ^(?:/([^/]+(?:/[^/]+)*))?/?$, which
 * matches "/" with no rest). The page starter runs it as is.
 * @param {string} pattern
 * @returns {string}
 */
const routePatternSource = (pattern) =>
  `^${pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:\w+/g, '([^/]+)')
    .replace(/\/\*\w+$/, '(?:/([^/]+(?:/[^/]+)*))?')}/?$`;

/** @type {Map<string, RegExp>} compiled once per pattern */
const compiled = new Map();
/** @param {string} pattern */
const regExpOf = (pattern) => {
  if (!compiled.has(pattern)) compiled.set(pattern, new RegExp(routePatternSource(pattern)));
  return /** @type {RegExp} */ (compiled.get(pattern));
};

/** @param {string | undefined} value  undefined: an empty rest of the path (`/` for `/*path`) */
const decodeSegment = (value = '') => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a malformed escape stays as it came
  }
};

/**
 * The first route whose pattern matches the pathname, with its parameters decoded.
 * @template {{ readonly path: string }} Route
 * @param {readonly Route[]} routes
 * @param {string} pathname
 * @returns {{ route: Route, params: Record<string, string> } | undefined}
 */
const matchRoute = (routes, pathname) => {
  for (const route of routes) {
    const match = regExpOf(route.path).exec(pathname);
    if (!match) continue;
    const names = routeParamNames(route.path);
    return { route, params: Object.fromEntries(names.map((name, index) => [name, decodeSegment(match[index + 1])])) };
  }
  return undefined;
};

/**
 * A pattern's URL for these parameters, each encoded as one path segment
 * ("/blog/:slug", { slug: "a b" } → "/blog/a%20b"); the rest of the path (`*name`) segment by segment.
 * @param {string} pattern
 * @param {Record<string, string | number>} params
 * @returns {string}
 */
const fillRoute = (pattern, params) =>
  pattern.replace(/([:*])(\w+)/g, (_, kind, name) => {
    if (params[name] === undefined) throw new Error(`${pattern}: falta el parámetro ${name}`);
    const value = String(params[name]);
    return kind === '*' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });

/** @param {string} pattern  whether it has parameters (one page per CMS entry, say) */
const isDynamicRoute = (pattern) => /[:*]/.test(pattern);

/** @param {string} pattern  whether it ends with the rest of the path (`*name`): it opens paths of any depth */
const opensRestOfPath = (pattern) => /\*\w+$/.test(pattern);

/** @param {string} pattern  the same pattern in React Router's words: the rest of the path is its splat, `*` */
const routerPattern = (pattern) => pattern.replace(/\*\w+$/, '*');

/** @param {string} pattern  its part before the first parameter ("/blog/:slug" → "/blog", "/*path" → "") */
const staticPrefix = (pattern) => pattern.split(/\/[:*]/)[0];

module.exports = {
  routeParamNames,
  routePatternSource,
  matchRoute,
  fillRoute,
  isDynamicRoute,
  opensRestOfPath,
  routerPattern,
  staticPrefix,
};

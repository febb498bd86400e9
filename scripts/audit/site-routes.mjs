// The site's routes for scripts (sitemap, renderer, audits, the static server): the one route list
// of shared/src/routes/site-routes.cjs, in the shapes the scripts use.
import { isDynamicRoute, matchRoute } from '../../shared/src/routes/match-route.cjs';
import { sitePages, siteRedirects } from '../../shared/src/routes/site-routes.cjs';

export { sitePages };

/** Every page and redirect by key → URL pattern (the `paths` of the React code). */
export const readPaths = () =>
  Object.fromEntries([...sitePages, ...siteRedirects].map((entry) => [entry.key, entry.path]));

/**
 * The pages in route order: { key, path, remote, expose ("./HomePage"), cmsReads, dynamic, … },
 * every field of the route list kept.
 */
const routeTable = sitePages.map((page) => ({
  ...page,
  expose: `./${page.module}`,
  dynamic: isDynamicRoute(page.path),
}));
export const readRouteTable = () => routeTable;

/** The page a pathname opens ({ route, params }, route as in readRouteTable), or undefined. */
export const matchSitePage = (pathname) => matchRoute(routeTable, pathname);

/** Pages without parameters that mark themselves noindex: out of the sitemap and the audits. */
export const privatePaths = () =>
  sitePages.filter((page) => page.noindex && !isDynamicRoute(page.path)).map((page) => page.path);

/** Public pages without parameters (the sitemap's own URLs), in route order. */
export const publicStaticPaths = () => sitePages.filter((page) => page.sitemap === 'static').map((page) => page.path);

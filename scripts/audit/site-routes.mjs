// The site's routes for scripts (sitemap, renderer, audits, the static server): the one route list
// of shared/src/routes/site-routes.cjs, in the shapes the scripts use.
import { cmsPagePaths } from '../../shared/src/config/cms-page-paths.cjs';
import { isDynamicRoute, matchRoute } from '../../shared/src/routes/match-route.cjs';
import { sitePages, siteRedirects } from '../../shared/src/routes/site-routes.cjs';

export { sitePages };

/**
 * Every page and redirect by key → URL pattern, and the pages built in the CMS the code links to by key →
 * address (the `paths` of the React code).
 */
export const readPaths = () =>
  Object.fromEntries([...sitePages, ...siteRedirects, ...cmsPagePaths].map((entry) => [entry.key, entry.path]));

/**
 * The pages in route order: { key, path, remote, expose ("./SectionsPage"), cmsReads, dynamic, … },
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

/**
 * The addresses of the pages built in the CMS the code links to (the home first, the landing and service pages,
 * About, the podcast): no routes, each a page the CMS seeds; the audits visit them before the static pages.
 */
export const linkedCmsPagePaths = () => cmsPagePaths.map((page) => page.path);

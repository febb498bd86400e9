import { cmsPagePaths } from '@linx/shared/cms-page-paths';
import { isDynamicRoute, matchRoute } from '@linx/shared/match-route';
import { sitePages } from '@linx/shared/site-routes';

/** What is stored for a path no route of the site opens. */
export const OTHER_PATH = 'otra';

/** The paths the site lists (its sitemap): the articles, cases and pages built in the CMS that exist. */
export interface KnownPaths {
  has(path: string): boolean;
}

/**
 * The pages built in the CMS the site's code links to (the home, the landing and service pages, About, the
 * podcast): fixed addresses of the site, each its own route here, as when each had a route of its own.
 */
const FIXED_CMS_PAGES = new Set<string>(cmsPagePaths.map((page) => page.path));

/** One trailing slash dropped (not the home's). */
const bareOf = (path: string): string => (path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * The route pattern of the site's route list that opens `path` (`/blog/:slug`), or the address of a page built
 * in the CMS the code links to (`/`, `/servicios/seo`), else "otra".
 */
export const routeOf = (path: string): string =>
  FIXED_CMS_PAGES.has(bareOf(path)) ? bareOf(path) : (matchRoute(sitePages, path)?.route.path ?? OTHER_PATH);

/**
 * The path as the collector stores it (README "What is stored"): a page at a fixed address (a route's, or a
 * page built in the CMS the code links to) as that address; a page of a route with parameters (an article, a
 * case, a further page of the blog, any other page built in the CMS) as its own path only when the site's
 * sitemap lists it, else as its route pattern (`/blog/:slug`, `/*path`), so a made-up or never-published path
 * is never kept; any other string "otra". One trailing slash is dropped.
 */
export function recordedPath(path: string, known: KnownPaths): string {
  const pattern = routeOf(path);
  if (pattern === OTHER_PATH || !isDynamicRoute(pattern)) return pattern;
  const bare = bareOf(path);
  return known.has(bare) ? bare : pattern;
}

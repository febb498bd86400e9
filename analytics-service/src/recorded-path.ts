import { isDynamicRoute, matchRoute } from '@linx/shared/match-route';
import { sitePages } from '@linx/shared/site-routes';

/** What is stored for a path no route of the site opens. */
export const OTHER_PATH = 'otra';

/** The paths the site lists (its sitemap): the articles, cases and pages built in the CMS that exist. */
export interface KnownPaths {
  has(path: string): boolean;
}

/** The route pattern of the site's route list that opens `path` (`/blog/:slug`), else "otra". */
export const routeOf = (path: string): string => matchRoute(sitePages, path)?.route.path ?? OTHER_PATH;

/**
 * The path as the collector stores it (README "What is stored"): a page at a fixed address as that
 * address; a page of a route with parameters (an article, a case, a further page of the blog, a page
 * built in the CMS) as its own path only when the site's sitemap lists it, else as its route pattern
 * (`/blog/:slug`, `/*path`), so a made-up or never-published path is never kept; any other string
 * "otra". One trailing slash is dropped.
 */
export function recordedPath(path: string, known: KnownPaths): string {
  const pattern = matchRoute(sitePages, path)?.route.path;
  if (pattern === undefined) return OTHER_PATH;
  if (!isDynamicRoute(pattern)) return pattern;
  const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
  return known.has(bare) ? bare : pattern;
}

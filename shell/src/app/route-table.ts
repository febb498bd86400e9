import { pageModuleId, sitePages, type PageModuleId } from '@linx/shared';

/** A pattern in React Router's words: the rest of the path (`*name`) is its splat, `*`. */
const routerPath = (pattern: string) => pattern.replace(/\*\w+$/, '*');

/**
 * The site's pages and the remote page module each one loads, in route order. The pages
 * themselves are listed once, in shared/src/routes/site-routes.cjs.
 */
export const routeTable = sitePages.map((page) => ({
  key: page.key,
  path: routerPath(page.path),
  module: pageModuleId(page),
}));

export type RemoteModuleId = PageModuleId;

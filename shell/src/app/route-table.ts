import { pageModuleId, routerPattern, sitePages, type PageModuleId } from '@linx/shared';

/**
 * The site's pages and the remote page module each one loads, in route order. The pages
 * themselves are listed once, in shared/src/routes/site-routes.cjs.
 */
export const routeTable = sitePages.map((page) => ({
  key: page.key,
  path: routerPattern(page.path),
  module: pageModuleId(page),
}));

export type RemoteModuleId = PageModuleId;

import type cmsReads from '../api/cms/cms-reads.json';
import type { RemoteName } from '../config/runtime-config';
import {
  fillRoute,
  isDynamicRoute,
  matchRoute,
  opensRestOfPath,
  routeParamNames,
  routePatternSource,
  routerPattern,
} from './match-route.cjs';
import { sitePages as pageEntries, siteRedirects } from './site-routes.cjs';

/** The shape every page entry of site-routes.cjs must have (checked at compile time). */
interface PageEntry {
  readonly key: string;
  readonly path: string;
  readonly label?: string;
  readonly remote: RemoteName;
  readonly module: string;
  readonly cmsReads: readonly (keyof typeof cmsReads.calls)[];
  readonly noindex: boolean;
  readonly sitemap: 'static' | 'cms-entries' | 'cms-pages' | 'excluded';
}
/**
 * The site's routes in order, with literal types (keys, paths, modules): the pages with code of their own, then
 * `/*path`, every page built in the CMS.
 */
export const sitePages = pageEntries satisfies readonly PageEntry[];

export type SitePage = (typeof sitePages)[number];
export type SitePageKey = SitePage['key'];
/** "marketing/SectionsPage": the remote and the page module it exposes, as the shell loads it. */
export type PageModuleId = SitePage extends infer Page
  ? Page extends { remote: infer Remote extends string; module: infer Module extends string }
    ? `${Remote}/${Module}`
    : never
  : never;

export const pageModuleId = (page: SitePage): PageModuleId => `${page.remote}/${page.module}` as PageModuleId;

/** The page a pathname opens, with its parameters; undefined for any other URL. */
export const matchSitePage = (pathname: string) => matchRoute(sitePages, pathname);

export {
  fillRoute,
  isDynamicRoute,
  matchRoute,
  opensRestOfPath,
  routeParamNames,
  routePatternSource,
  routerPattern,
  siteRedirects,
};

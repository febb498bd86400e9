import { lazy, type ComponentType } from 'react';
import {
  isDynamicRoute,
  opensRestOfPath,
  routerPattern,
  sitePages,
  type PageModule,
  type RemoteName,
} from '@linx/shared';
import { cmsPagePaths } from '@linx/shared/cms-page-paths';
import { exposeFileName } from '../federation/expose-file.cjs';

/** Loads a page module of the remote's src/exposes/ by its file name ("product-catalogue-page"). */
export type LoadExposedPage = (file: string) => Promise<PageModule>;

export interface StandalonePage {
  /** The route's pattern in React Router's words ("/blog/:slug", "/*"). */
  path: string;
  /** The addresses the frame's bar links to: the page's own, or the pages the code links to for `/*path`. */
  links: string[];
  Component: ComponentType;
}

/**
 * The pages a remote owns in the route list (shared/src/routes/site-routes.cjs), each loaded from its
 * exposed module: the same list the remote exposes to the shell (shared/build/page-exposes.js), so a
 * page added there opens in the team's own frame too. The route of every page built in the CMS
 * (`/*path`) links to the pages the site's code links to (cms-page-paths.cjs).
 */
export const standalonePages = (remote: RemoteName, load: LoadExposedPage): StandalonePage[] =>
  sitePages
    .filter((page) => page.remote === remote)
    .map((page) => ({
      path: routerPattern(page.path),
      links: opensRestOfPath(page.path)
        ? cmsPagePaths.map((entry) => entry.path)
        : isDynamicRoute(page.path)
          ? []
          : [page.path],
      Component: lazy(() => load(exposeFileName(page.module))),
    }));

import type { ComponentType } from 'react';
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

/**
 * A remote's page modules by their file name in its src/exposes/ ("product-catalogue-page"), listed by
 * its src/exposes/index.ts. Static imports, not an import context: one module importing every expose made
 * webpack merge the remote's expose chunks, and the site's pages of one expose loaded the others' code.
 */
export type ExposedPages = Readonly<Record<string, PageModule>>;

export interface StandalonePage {
  /** The route's pattern in React Router's words ("/blog/:slug", "/*"). */
  path: string;
  /** The addresses the frame's bar links to: the page's own, or the pages the code links to for `/*path`. */
  links: string[];
  Component: ComponentType;
}

/**
 * The pages a remote owns in the route list (shared/src/routes/site-routes.cjs), each from its exposed
 * module: the same list the remote exposes to the shell (shared/build/page-exposes.js), so a page added
 * there opens in the team's own frame too, and a module missing from `exposes` stops the frame at once.
 * The route of every page built in the CMS (`/*path`) links to the pages the code links to.
 */
export const standalonePages = (remote: RemoteName, exposes: ExposedPages): StandalonePage[] =>
  sitePages
    .filter((page) => page.remote === remote)
    .map((page) => {
      const file = exposeFileName(page.module);
      const module = exposes[file];
      if (!module) throw new Error(`El arranque de ${remote} no importa src/exposes/${file}.tsx (${page.path})`);
      return {
        path: routerPattern(page.path),
        links: opensRestOfPath(page.path)
          ? cmsPagePaths.map((entry) => entry.path)
          : isDynamicRoute(page.path)
            ? []
            : [page.path],
        Component: module.default,
      };
    });

import { dropInitialData, paths, RemoteBoundary } from '@linx/shared';
import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router-dom';
import { loadRemotePage } from '../federation/register-remotes';
import { SiteLayout } from '../layout/site-layout';
import { renderPath } from '../rendering/render-location';
import { routeTable } from './route-table';

/** One stable loader per page module, so re-renders never restart a load. */
const loaders = new Map(routeTable.map(({ module }) => [module, () => loadRemotePage(module)]));

export const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <SiteLayout error />,
    children: [
      ...routeTable.map(({ path, module }) => ({
        path,
        // Keyed by module: two routes of the same remote never share a boundary's state.
        element: <RemoteBoundary key={module} load={loaders.get(module)!} />,
      })),
      { path: paths.homeAlias, element: <Navigate to={paths.home} replace /> },
      // No catch-all of its own: the last route of the list opens any other path (a page built in the CMS,
      // or the not-found page when there is none).
    ],
  },
];

/**
 * The site's router; the first navigation ends the use of the CMS answers the page's HTML carried.
 * In the render pass it starts at the page being rendered (rendering/render-location.ts).
 */
export const createSiteRouter = () => {
  const rendering = renderPath();
  const router = rendering
    ? createMemoryRouter(siteRoutes, { initialEntries: [rendering] })
    : createBrowserRouter(siteRoutes);
  const first = router.state.location.key;
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.key === first) return;
    dropInitialData();
    unsubscribe();
  });
  return router;
};

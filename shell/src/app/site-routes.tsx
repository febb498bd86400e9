import { ErrorBoundary, paths, RemoteBoundary } from '@linx/shared';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { loadRemotePage } from '../federation/register-remotes';
import { SiteLayout } from '../layout/site-layout';
import { routeTable } from './route-table';
import { usePublishLocation } from './site-location';
import { useFirstPageData } from './use-first-page-data';

/** One stable loader per page module, so re-renders never restart a load. */
const loaders = new Map(routeTable.map(({ module }) => [module, () => loadRemotePage(module)]));

/**
 * The site's pages inside its frame. A page that fails while rendering is caught by its remote's
 * boundary; anything else that throws (the frame itself) leaves the frame with the not-found page,
 * until the visitor goes to another page.
 */
export const SiteRoutes = () => {
  useFirstPageData();
  usePublishLocation();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<SiteLayout error />} resetKey={pathname}>
      <Routes>
        <Route element={<SiteLayout />}>
          {routeTable.map(({ path, module }) => (
            // The boundary keyed by module: two routes of the same remote never share its state.
            <Route key={path} path={path} element={<RemoteBoundary key={module} load={loaders.get(module)!} />} />
          ))}
          <Route path={paths.homeAlias} element={<Navigate to={paths.home} replace />} />
          {/* No catch-all of its own: the last route of the list opens any other path (a page built in the
              CMS, or the not-found page when there is none). */}
        </Route>
      </Routes>
    </ErrorBoundary>
  );
};

import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import type { PageLoader } from '../../api/page-data/page-loader';
import { Spinner } from '../spinner';
import { ErrorBoundary } from './error-boundary';
import { RemoteRetryContext, RemoteUnavailable } from './remote-unavailable';

/** An exposed page: its component and its loader (the stand-in for a remote that is down has none). */
export type PageModule = { default: ComponentType; loader?: PageLoader };

export interface RemoteBoundaryProps {
  /** Loads the page module (e.g. `() => loadRemote('catalogue/ProductCataloguePage')`); a thenable that resolves at once renders in the same pass. */
  load: () => PromiseLike<PageModule>;
}

/**
 * The one boundary around every remote page: spinner while loading, the Spanish fallback with
 * "Reintentar" when the remote is down or throws. Retrying makes a fresh lazy component.
 */
/** React's lazy() takes any thenable (its types say Promise): one that resolves at once renders at once. */
const lazyPage = (load: RemoteBoundaryProps['load']) => lazy(load as () => Promise<PageModule>);

export const RemoteBoundary = ({ load }: RemoteBoundaryProps) => {
  // Each attempt is a fresh lazy component: React caches a rejected lazy() forever.
  const [attempt, setAttempt] = useState(() => ({ count: 0, Page: lazyPage(load) }));
  const retry = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, Page: lazyPage(load) })), [load]);
  const { count, Page } = attempt;

  return (
    <RemoteRetryContext.Provider value={retry}>
      <ErrorBoundary key={count} fallback={<RemoteUnavailable onRetry={retry} />}>
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    </RemoteRetryContext.Provider>
  );
};

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteLocation } from '../analytics/beacon';

type Listener = Parameters<SiteLocation['subscribe']>[0];

const listeners = new Set<Listener>();

/**
 * The page the site shows, for code outside React (the beacons count a view per navigation): the
 * site's routes publish each new path here once it is on screen (usePublishLocation).
 */
export const siteLocation: SiteLocation = {
  state: { location: { pathname: typeof window === 'undefined' ? '/' : window.location.pathname } },
  subscribe: (listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

const publishLocation = (pathname: string): void => {
  if (pathname === siteLocation.state.location.pathname) return;
  siteLocation.state = { location: { pathname } };
  for (const listener of [...listeners]) listener(siteLocation.state);
};

/** Publishes the router's path to `siteLocation` after each navigation's commit. */
export const usePublishLocation = (): void => {
  const { pathname } = useLocation();
  useEffect(() => publishLocation(pathname), [pathname]);
};

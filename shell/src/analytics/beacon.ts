import { getRuntimeConfig, matchSitePage } from '@linx/shared';
import { BEACON_LIMITS, DIST_RELEASE, type AnalyticsEvent, type DeviceClass } from '@linx/shared/analytics';
import { landingAttribution } from '@linx/shared/analytics/landing';
import { watchConversionClicks } from './conversion-clicks';
import { takePageErrors } from './page-errors';
import { watchVitals } from './vitals';

/** What the beacons need of the site's navigation: the path shown, and each new one (app/site-location.ts). */
export interface SiteLocation {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}

/** The route pattern of a path, as the route list names it; `/404` for a path of no route. */
export const routeOf = (pathname: string): string => matchSitePage(pathname)?.route.path ?? '/404';

/** By viewport width, the breakpoints of the theme: phone below 768 px, tablet below 1024 px. */
export const deviceClass = (): DeviceClass =>
  window.innerWidth < 768 ? 'mobile' : window.innerWidth < 1024 ? 'tablet' : 'desktop';

/**
 * The remote owning a path's route and the release of it this page runs: the version in its entry's
 * address (`…/releases/<version>/mf-manifest.json`), else `dist` (its own build). Nothing for a
 * path of no route.
 */
export const releaseOf = (pathname: string): { remote: string; release: string } | undefined => {
  const remote = matchSitePage(pathname)?.route.remote;
  if (!remote) return undefined;
  const entry = getRuntimeConfig().remotes[remote] ?? '';
  return { remote, release: /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(entry)?.[1] ?? DIST_RELEASE };
};

const FLUSH_DELAY_MS = 1000;

/**
 * Collects the page's events and sends them in beacons: a second after the last one queued, and at
 * once when the page is hidden (the last chance for CLS and INP). `sendBeacon` sends a string as
 * text/plain: no CORS preflight, and the browser delivers it even while the tab closes.
 */
export function startBeacon(site: SiteLocation): void {
  const url = `${getRuntimeConfig().analyticsUrl.replace(/\/$/, '')}/events`;
  const attribution = landingAttribution();
  const queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    while (queue.length > 0) {
      const body = JSON.stringify({ events: queue.splice(0, BEACON_LIMITS.events) });
      if (!navigator.sendBeacon?.(url, body))
        void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => {});
    }
  };
  const send = (event: AnalyticsEvent) => {
    queue.push(event);
    clearTimeout(timer);
    timer = setTimeout(flush, FLUSH_DELAY_MS);
  };
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);

  // Each view names its remote's release: the watch counts errors per view of a release.
  const pageView = (path: string, entry: boolean) =>
    send({
      type: 'pageview',
      path,
      route: routeOf(path),
      device: deviceClass(),
      entry,
      attribution,
      ...releaseOf(path),
    });
  // The document's own page is the entry; a navigation made before this chunk loaded is one more view.
  pageView(attribution.landing_page, true);
  let current = site.state.location.pathname;
  if (current !== attribution.landing_page) pageView(current, false);
  site.subscribe(({ location }) => {
    if (location.pathname === current) return;
    current = location.pathname;
    pageView(current, false);
  });
  watchConversionClicks((kind) => send({ type: 'conversion', kind, path: current, attribution }));
  watchVitals(attribution.landing_page, routeOf(attribution.landing_page), deviceClass(), send);
  // Errors before this chunk arrived, then every later one (page-errors.ts caps them per page).
  takePageErrors(({ kind, path }) => {
    const owner = releaseOf(path);
    if (owner) send({ type: 'error', kind, route: routeOf(path), ...owner });
  });
}

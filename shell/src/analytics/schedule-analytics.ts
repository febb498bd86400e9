import { afterLoadIdle } from '../app/after-load-idle';
import type { SiteLocation } from './beacon';
import { measuringAllowed } from './measuring';

/**
 * Starts the beacons once the page has loaded and the browser is idle, from a chunk of their own:
 * measuring never delays a paint or an interaction. Nothing at all loads in the renderer's browser,
 * in a preview (an editor looking at an entry, maybe a draft never published: not traffic) or for a
 * visitor who sent Do-Not-Track or Global Privacy Control (docs/decisions.md 14): no page view, no
 * vital, no conversion click. Returns how to cancel it, if scheduled.
 */
export const scheduleAnalytics = (site: SiteLocation): (() => void) | undefined => {
  if (!measuringAllowed()) return;
  return afterLoadIdle(
    () => void import(/* webpackChunkName: "analytics" */ './beacon').then((beacon) => beacon.startBeacon(site)),
    0,
  );
};

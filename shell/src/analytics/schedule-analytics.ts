import { isRenderPass } from '@linx/shared';
import type { Router } from './beacon';

/**
 * Starts the beacons once the page has loaded and the browser is idle, from a chunk of their own:
 * measuring never delays a paint or an interaction. Nothing at all loads in the renderer's browser
 * or for a visitor who sent Do-Not-Track or Global Privacy Control (docs/decisions.md 14).
 */
export const scheduleAnalytics = (router: Router): void => {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (isRenderPass() || browser.doNotTrack === '1' || browser.globalPrivacyControl === true) return;
  const start = () =>
    void import(/* webpackChunkName: "analytics" */ './beacon').then(({ startBeacon }) => startBeacon(router));
  // Safari has no requestIdleCallback: a task after load does.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

import { BEACON_LIMITS, type Attribution } from './events';

/** The visitor asked not to be tracked: Do-Not-Track or Global Privacy Control (docs/decisions.md 14). */
export const trackingRefused = (): boolean => {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true;
};

const tag = (value: string | null) => value?.trim().slice(0, BEACON_LIMITS.text) || undefined;

/**
 * Where this visit came from, read from the document's own load, so it needs no storage: the URL
 * the tab first loaded (its path and UTM tags) and the referrer's host when it is another site.
 * In-app navigations change neither.
 */
export function landingAttribution(): Attribution {
  const navigation = performance.getEntriesByType?.('navigation')[0];
  const url = new URL(navigation?.name || window.location.href);
  const attribution: Attribution = { landing_page: url.pathname.slice(0, BEACON_LIMITS.path) };
  const referrer = document.referrer ? new URL(document.referrer).host : '';
  if (referrer && referrer !== window.location.host) attribution.referrer_host = referrer;
  const source = tag(url.searchParams.get('utm_source'));
  const medium = tag(url.searchParams.get('utm_medium'));
  const campaign = tag(url.searchParams.get('utm_campaign'));
  if (source) attribution.utm_source = source;
  if (medium) attribution.utm_medium = medium;
  if (campaign) attribution.utm_campaign = campaign;
  return attribution;
}

/** A lead's body with the visit's attribution, or as it is when the visitor refused tracking. */
export const withAttribution = <T extends object>(payload: T): T | (T & { attribution: Attribution }) =>
  trackingRefused() ? payload : { ...payload, attribution: landingAttribution() };

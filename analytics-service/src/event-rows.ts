import type { AnalyticsEvent } from '@linx/shared/analytics';
import { recordedPath, routeOf, type KnownPaths } from './recorded-path';
import type { EventRow } from './store/event-store';
import { sourceOf } from './visitor';

/**
 * A validated event as the row the store keeps; `visitor` is null for server-side conversions. Paths
 * and landing pages are stored as recorded-path.ts says, and the route is the collector's own match of
 * the path (the event's `route` is not trusted): only the site's routes are ever kept.
 */
export function toRow(
  event: AnalyticsEvent,
  day: string,
  at: number,
  visitor: string | null,
  known: KnownPaths,
): EventRow {
  if (event.type === 'error') {
    // Its route is a pattern of the route list and its remote the one owning it (validate.ts).
    const { kind, remote, release, route } = event;
    return { day, at, visitor, type: 'error', path: route, route, kind, remote, version: release };
  }
  const base = { day, at, visitor, path: recordedPath(event.path, known) };
  if (event.type === 'vital') {
    return {
      ...base,
      type: 'vital',
      route: routeOf(event.path),
      device: event.device,
      metric: event.name,
      value: event.value,
      rating: event.rating,
      target: event.target ?? null,
      phases: event.phases ? JSON.stringify(event.phases) : null,
    };
  }
  const attribution = {
    landing_page: recordedPath(event.attribution.landing_page, known),
    source: sourceOf(event.attribution),
    utm_medium: event.attribution.utm_medium ?? null,
    utm_campaign: event.attribution.utm_campaign ?? null,
  };
  if (event.type === 'conversion') return { ...base, type: 'conversion', kind: event.kind, ...attribution };
  return {
    ...base,
    type: 'pageview',
    route: routeOf(event.path),
    device: event.device,
    entry: event.entry,
    ...attribution,
    remote: event.remote ?? null,
    version: event.release ?? null,
  };
}

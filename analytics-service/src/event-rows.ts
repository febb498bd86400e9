import type { AnalyticsEvent } from '@linx/shared/analytics';
import type { EventRow } from './store/event-store';
import { sourceOf } from './visitor';

/** A validated event as the row the store keeps; `visitor` is null for server-side conversions. */
export function toRow(event: AnalyticsEvent, day: string, at: number, visitor: string | null): EventRow {
  const base = { day, at, visitor, path: event.path };
  if (event.type === 'vital') {
    return {
      ...base,
      type: 'vital',
      route: event.route,
      device: event.device,
      metric: event.name,
      value: event.value,
      rating: event.rating,
      target: event.target ?? null,
      phases: event.phases ? JSON.stringify(event.phases) : null,
    };
  }
  const attribution = {
    landing_page: event.attribution.landing_page,
    source: sourceOf(event.attribution),
    utm_medium: event.attribution.utm_medium ?? null,
    utm_campaign: event.attribution.utm_campaign ?? null,
  };
  if (event.type === 'conversion') return { ...base, type: 'conversion', kind: event.kind, ...attribution };
  return { ...base, type: 'pageview', route: event.route, device: event.device, entry: event.entry, ...attribution };
}

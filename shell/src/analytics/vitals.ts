import type { AnalyticsEvent, DeviceClass, VitalEvent } from '@linx/shared/analytics';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { attributionOf, round } from './vitals-attribution';

/**
 * LCP, INP, CLS, FCP and TTFB of this document load, each reported once (web-vitals reports INP and
 * CLS when the page is hidden), for the route the visit landed on. web-vitals' standard build, with
 * the blamed element and INP's phases read from the metric's own entries (vitals-attribution.ts):
 * its attribution build weighs 1.9 KB more on every first visit (docs/performance.md).
 */
export function watchVitals(path: string, route: string, device: DeviceClass, send: (event: AnalyticsEvent) => void) {
  const report = (metric: MetricType) => {
    const event: VitalEvent = {
      type: 'vital',
      name: metric.name,
      value: round(metric.value),
      rating: metric.rating,
      path,
      route,
      device,
    };
    const { target, phases } = attributionOf(metric);
    if (target) event.target = target;
    if (phases) event.phases = phases;
    send(event);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}

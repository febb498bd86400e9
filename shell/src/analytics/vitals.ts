import type { AnalyticsEvent, DeviceClass, VitalEvent } from '@linx/shared/analytics';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const clip = (target: string | undefined) => target?.slice(0, 200) || undefined;

/** The element each metric blames: the LCP element, the INP interaction's target, the largest shift's. */
function attributionOf(metric: MetricWithAttribution): Pick<VitalEvent, 'target' | 'phases'> {
  switch (metric.name) {
    case 'LCP':
      return { target: clip(metric.attribution.target) };
    case 'CLS':
      return { target: clip(metric.attribution.largestShiftTarget) };
    case 'INP': {
      const { interactionTarget, inputDelay, processingDuration, presentationDelay } = metric.attribution;
      return {
        target: clip(interactionTarget),
        phases: {
          input_delay: round(inputDelay),
          processing: round(processingDuration),
          presentation: round(presentationDelay),
        },
      };
    }
    default:
      return {};
  }
}

/**
 * LCP, INP, CLS, FCP and TTFB of this document load, each reported once (web-vitals reports INP and
 * CLS when the page is hidden), for the route the visit landed on.
 */
export function watchVitals(path: string, route: string, device: DeviceClass, send: (event: AnalyticsEvent) => void) {
  const report = (metric: MetricWithAttribution) => {
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

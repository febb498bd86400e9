import type { VitalEvent } from '@linx/shared/analytics';
import type { MetricType } from 'web-vitals';

/** A vital's figure as the collector stores it: four decimals at most. */
export const round = (value: number) => Math.round(value * 10_000) / 10_000;
const MAX_SELECTOR = 100;

/**
 * A short CSS path to a node (`main>section.hero>h1`), stopping at an id or before 100 characters: which
 * element a metric blames. The same shape web-vitals' attribution build gives, without its other code.
 */
export function selectorOf(node: Node | null | undefined): string | undefined {
  let selector = '';
  for (let current = node; current && current.nodeType === Node.ELEMENT_NODE; current = current.parentNode) {
    const element = current as Element;
    const part = element.id
      ? `#${element.id}`
      : [element.nodeName.toLowerCase(), ...Array.from(element.classList).sort()].join('.');
    if (selector.length + part.length > MAX_SELECTOR - 1) return selector || part.slice(0, MAX_SELECTOR);
    selector = selector ? `${part}>${selector}` : part;
    if (element.id) break;
  }
  return selector || undefined;
}

/** INP's three phases from the Event Timing entries of its interaction. */
function interactionPhases(entries: PerformanceEventTiming[], value: number): VitalEvent['phases'] {
  const first = entries[0];
  const processingStart = Math.min(...entries.map((entry) => entry.processingStart));
  const processingEnd = Math.max(...entries.map((entry) => entry.processingEnd));
  return {
    input_delay: round(Math.max(first.processingStart - first.startTime, 0)),
    processing: round(Math.max(processingEnd - processingStart, 0)),
    presentation: round(Math.max(first.startTime + value - processingEnd, 0)),
  };
}

/**
 * The element each metric blames (the LCP element, the INP interaction's target, the largest shift's
 * first element) and INP's phases, read from the entries the metric was computed from.
 */
export function attributionOf(metric: MetricType): Pick<VitalEvent, 'target' | 'phases'> {
  switch (metric.name) {
    case 'LCP':
      return { target: selectorOf(metric.entries.at(-1)?.element) };
    case 'CLS': {
      const largest = metric.entries.reduce<LayoutShift | undefined>(
        (worst, entry) => (!worst || entry.value > worst.value ? entry : worst),
        undefined,
      );
      const source = largest?.sources.find((each) => each.node?.nodeType === Node.ELEMENT_NODE) ?? largest?.sources[0];
      return { target: selectorOf(source?.node) };
    }
    case 'INP': {
      if (metric.entries.length === 0) return {};
      // The node may have left the document since: Chromium then still names it (`targetSelector`).
      const target =
        selectorOf(metric.entries.find((entry) => entry.target)?.target) ??
        metric.entries.find((entry) => entry.targetSelector)?.targetSelector?.slice(0, MAX_SELECTOR);
      return { target, phases: interactionPhases(metric.entries, metric.value) };
    }
    default:
      return {};
  }
}

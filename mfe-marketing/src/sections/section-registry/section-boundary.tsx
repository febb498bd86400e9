import { ErrorBoundary, HydrateWhenSeen } from '@linx/shared';
import type { ReactNode } from 'react';
import type { SkippedSection } from '../../api/page-types';

/** Reported once per page and list: StrictMode and hydration render twice. */
const reported = new Set<string>();

/** A left-out section on the console (development, and the renderer's log of each page it renders). */
export const reportSkipped = (path: string, skipped: readonly SkippedSection[]): void => {
  for (const { component, position, reason } of skipped) {
    const line = `[linx] Sección omitida en ${path}: ${component} (posición ${position + 1}): ${reason}`;
    if (reported.has(line)) continue;
    reported.add(line);
    console.warn(line);
  }
};

interface SectionBoundaryProps {
  path: string;
  component: string;
  /** A still section (its descriptor's `still`) hydrates when used, not when seen. */
  still?: boolean;
  children: ReactNode;
}

/**
 * While a section's view loads: nothing on screen. A page rendered in the browser waits for its views before it
 * shows its sections (sections-page-content.tsx), and the rendered HTML never shows it: the renderer waits for every
 * section, and hydration keeps the section's HTML until it is seen and its code is there. On a page rendered in the
 * browser, a widget loaded on demand waits on its own inside its section (views-on-demand.tsx).
 */
const SectionLoading = () => <div data-section-loading hidden />;

/**
 * A section whose view throws in the browser disappears alone; the rest of the page stays. Each section loads its
 * view's code on its own, and suspends only itself; on the page's HTML it hydrates when it comes near the screen,
 * or, a still section, when the visitor reaches for it.
 */
export const SectionBoundary = ({ path, component, still = false, children }: SectionBoundaryProps) => (
  <ErrorBoundary
    fallback={null}
    onError={(error) => {
      const reason = error instanceof Error ? error.message : String(error);
      reportSkipped(path, [{ component, position: -1, reason }]);
    }}
  >
    <HydrateWhenSeen fallback={<SectionLoading />} when={still ? 'used' : 'seen'}>
      {children}
    </HydrateWhenSeen>
  </ErrorBoundary>
);

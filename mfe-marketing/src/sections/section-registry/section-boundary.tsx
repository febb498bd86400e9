import { ErrorBoundary, type SkippedSection } from '@linx/shared';
import type { ReactNode } from 'react';

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
  children: ReactNode;
}

/** A section whose view throws in the browser disappears alone; the rest of the page stays. */
export const SectionBoundary = ({ path, component, children }: SectionBoundaryProps) => (
  <ErrorBoundary
    fallback={null}
    onError={(error) => {
      const reason = error instanceof Error ? error.message : String(error);
      reportSkipped(path, [{ component, position: -1, reason }]);
    }}
  >
    {children}
  </ErrorBoundary>
);

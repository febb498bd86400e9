import type { OnDemandCode } from '@linx/shared';
import type { ReactNode } from 'react';
import type { SectionModel } from './section-descriptor';

/**
 * How the page draws one section type from its view model (`view.tsx` beside its descriptor): the section kit's
 * components, laid out from the CMS's words. A kit component the first visit of the home never draws is loaded on
 * demand (`onDemand`, views-on-demand.tsx).
 */
export type SectionView<S extends SectionModel> = ((section: S) => ReactNode) & {
  /**
   * The parts loaded on demand that every section of the type draws (its carousel): their code loads with the
   * view's (section-views.ts), so a page the browser renders shows the section with them, never the section
   * first and its carousel a moment later, pushing what follows down. A part only some sections draw (a hero's
   * chat) is not listed: it waits apart, in its own place.
   */
  parts?: readonly OnDemandCode[];
};

/** A view whose sections always draw these parts loaded on demand (`SectionView.parts`). */
export const viewWithParts = <S extends SectionModel>(
  draw: (section: S) => ReactNode,
  parts: readonly OnDemandCode[],
): SectionView<S> => Object.assign(draw, { parts });

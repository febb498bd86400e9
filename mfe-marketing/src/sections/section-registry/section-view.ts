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
   * The parts loaded on demand that this section draws, by its data (its cards, its carousel, a hero's chat): a page
   * the browser renders fetches their code with the views' (section-views.ts) and shows the section with them, never
   * the section first and its cards a moment later, pushing what follows down.
   */
  parts?: (section: S) => readonly SectionPart[];
};

/** A part a section draws, or nothing where its data draws none (`section.chat && ChatMockup`). */
export type SectionPart = OnDemandCode | false | null | undefined;

/** A view whose sections draw parts loaded on demand (`SectionView.parts`). */
export const viewWithParts = <S extends SectionModel>(
  draw: (section: S) => ReactNode,
  parts: (section: S) => readonly SectionPart[],
): SectionView<S> => Object.assign(draw, { parts });

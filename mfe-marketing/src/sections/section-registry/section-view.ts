import type { ReactNode } from 'react';
import type { SectionModel } from './section-descriptor';

/**
 * How the page draws one section type from its view model (`view.tsx` beside its descriptor): the section kit's
 * components, laid out from the CMS's words. A kit component the first visit of the home never draws is loaded on
 * demand (`onDemand`, views-on-demand.tsx).
 */
export type SectionView<S extends SectionModel> = (section: S) => ReactNode;

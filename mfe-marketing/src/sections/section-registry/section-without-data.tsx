/**
 * Why a page must not be published: one of its sections shows a CMS collection and got none of its entries
 * (empty, or not read). The renderer reports this message as the page's render failure (scripts/lib/render-run.mjs)
 * and keeps the last good HTML or the 404; in a browser the section is left out alone (section-boundary.tsx).
 */
export const sectionWithoutDataReason = (title: string): string => `La sección «${title}» no recibió datos del CMS`;

export class SectionWithoutData extends Error {
  constructor(title: string) {
    super(sectionWithoutDataReason(title));
    this.name = 'SectionWithoutData';
  }
}

/** In place of a section without its data: fails its render (never a spinner or an empty block). */
export const MissingSectionData = ({ title }: { title: string }): never => {
  throw new SectionWithoutData(title);
};

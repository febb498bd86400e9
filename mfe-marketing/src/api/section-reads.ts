import type { CmsCallName } from '@linx/shared';

/**
 * The collection each section type shows, by the CMS call that reads it on its own (cms-reads.json): the page
 * read brings its entries inside the section (cms/src/utils/section-collections.js holds the same list).
 */
export const SECTION_READS: Readonly<Record<string, CmsCallName>> = {
  'sections.team-grid': 'team-members',
  'sections.partner-carousel': 'partners',
  'sections.client-logos': 'client-logos',
  'sections.episode-list': 'podcast-episodes',
};

import { list, required, titled } from '../../api/page-fields';
import { toPartner } from '../../api/mappers';
import type { TitledSection } from '../../api/page-types';
import type { Partner } from '../../api/types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** The logos of the CMS's partner collection, in a carousel. */
export interface PartnerCarouselSection extends TitledSection {
  type: 'partner-carousel';
  carouselLabel: string;
  partners: Partner[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.partner-carousel',
  read: 'partners',
  map: (raw, key): PartnerCarouselSection => ({
    ...titled(raw, key),
    type: 'partner-carousel',
    carouselLabel: required(raw, 'carouselLabel'),
    partners: list(raw.entries).map(toPartner),
  }),
});

export const fixture: SectionFixture<'sections.partner-carousel'> = ({ entries }) => ({
  __component: 'sections.partner-carousel',
  id: 23,
  title: 'Nuestros Partners',
  tone: 'soft',
  carouselLabel: 'Partners',
  entries: entries.partners,
});

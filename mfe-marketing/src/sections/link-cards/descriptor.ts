import { list, nonEmpty, required, requiredImage, titled } from '../../api/page-fields';
import type { PageLinkCard, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Cards that are one link each (the home's featured products). */
export interface LinkCardsSection extends TitledSection {
  type: 'link-cards';
  linkLabel: string;
  items: PageLinkCard[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.link-cards',
  map: (raw, key): LinkCardsSection => ({
    ...titled(raw, key),
    type: 'link-cards',
    linkLabel: required(raw, 'linkLabel'),
    items: nonEmpty(
      list(raw.items).map((item) => ({
        image: requiredImage(item.image, 'una tarjeta'),
        title: required(item, 'title'),
        description: required(item, 'description'),
        to: required(item, 'target'),
      })),
      'items',
    ),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.link-cards'> = ({ image }) => ({
  __component: 'sections.link-cards',
  id: 18,
  title: 'Productos destacados',
  tone: 'light',
  linkLabel: 'Ver solución',
  items: [
    {
      id: 1,
      image: image('/uploads/producto.svg', { width: 480, height: 300, alternativeText: '', formats: false }),
      title: 'Cloud Signage PLUS',
      description: 'Contenidos en la nube.',
      target: '/servicios/gestion-contenidos',
    },
  ],
});

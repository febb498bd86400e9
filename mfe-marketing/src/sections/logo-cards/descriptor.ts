import { list, nonEmpty, titled } from '../../api/page-fields';
import { toLogoCard } from '../../api/page-parts';
import type { PageLogoCard, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Informative cards with a word-mark (the cloud page's databases). */
export interface LogoCardsSection extends TitledSection {
  type: 'logo-cards';
  items: PageLogoCard[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.logo-cards',
  map: (raw, key): LogoCardsSection => ({
    ...titled(raw, key),
    type: 'logo-cards',
    items: nonEmpty(list(raw.items).map(toLogoCard), 'items'),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.logo-cards'> = ({ image }) => ({
  __component: 'sections.logo-cards',
  id: 10,
  title: 'Bases de datos',
  tone: 'light',
  items: [
    {
      id: 1,
      logo: image('/uploads/db-s3.svg', {
        width: 200,
        height: 56,
        alternativeText: 'Logotipo de Amazon S3',
        formats: false,
      }),
      kind: 'Almacenamiento de objetos',
      title: 'Amazon S3',
      description: 'Archivos y respaldos.',
      tags: 'Respaldos\nData lakes',
    },
  ],
});

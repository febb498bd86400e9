import { icon, list, nonEmpty, required, titled } from '../../api/page-fields';
import type { SectionIconName, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Mission and vision, the first featured. */
export interface PurposeCardsSection extends TitledSection {
  type: 'purpose-cards';
  items: { icon?: SectionIconName; title: string; description: string }[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.purpose-cards',
  map: (raw, key): PurposeCardsSection => ({
    ...titled(raw, key),
    type: 'purpose-cards',
    items: nonEmpty(
      list(raw.items).map((item) => ({
        icon: icon(item.icon),
        title: required(item, 'title'),
        description: required(item, 'description'),
      })),
      'items',
    ),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.purpose-cards'> = () => ({
  __component: 'sections.purpose-cards',
  id: 20,
  title: 'Lo que nos mueve',
  tone: 'light',
  items: [{ id: 1, icon: 'Target', title: 'Misión', description: 'Conectar marcas y audiencias.' }],
});

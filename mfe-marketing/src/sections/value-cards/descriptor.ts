import { icon, list, nonEmpty, oneOf, required, titled } from '../../api/page-fields';
import type { PageValue, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** The company's values, each with its colour. */
export interface ValueCardsSection extends TitledSection {
  type: 'value-cards';
  items: PageValue[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.value-cards',
  map: (raw, key): ValueCardsSection => ({
    ...titled(raw, key),
    type: 'value-cards',
    items: nonEmpty(
      list(raw.items).map((item) => ({
        icon: icon(item.icon),
        title: required(item, 'title'),
        description: required(item, 'description'),
        colour: oneOf(item.colour, ['accent', 'info', 'ink'] as const, 'accent'),
      })),
      'items',
    ),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.value-cards'> = () => ({
  __component: 'sections.value-cards',
  id: 21,
  title: 'Nuestro ADN',
  tone: 'soft',
  items: [{ id: 1, icon: 'Rocket', title: 'Ir más allá', description: 'Hasta ver resultados.', colour: 'info' }],
});

import { columns, icon, lines, list, nonEmpty, required, text, titled } from '../../api/page-fields';
import type { PageColumns, SectionIconName, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

export interface PageUseCase {
  icon?: SectionIconName;
  title: string;
  description?: string;
  bullets: string[];
}

/** Where a service serves: cards with their bullets. */
export interface UseCaseCardsSection extends TitledSection {
  type: 'use-case-cards';
  columns: PageColumns;
  items: PageUseCase[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.use-case-cards',
  map: (raw, key): UseCaseCardsSection => ({
    ...titled(raw, key),
    type: 'use-case-cards',
    columns: columns(raw.columns),
    items: nonEmpty(
      list(raw.items).map((item) => ({
        icon: icon(item.icon),
        title: required(item, 'title'),
        description: text(item.description),
        bullets: lines(item.bullets),
      })),
      'items',
    ),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.use-case-cards'> = () => ({
  __component: 'sections.use-case-cards',
  id: 5,
  title: 'Dónde sirve',
  tone: 'soft',
  columns: 'two',
  items: [{ icon: 'ShoppingCart', title: 'Supermercados', description: null, bullets: 'Ofertas\nPrecios' }],
});

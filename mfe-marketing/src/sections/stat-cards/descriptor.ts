import { nonEmpty, titled } from '../../api/page-fields';
import { toStats } from '../../api/page-parts';
import type { PageStat, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Big figures with their label and context. */
export interface StatCardsSection extends TitledSection {
  type: 'stat-cards';
  items: PageStat[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.stat-cards',
  map: (raw, key): StatCardsSection => ({
    ...titled(raw, key),
    type: 'stat-cards',
    items: nonEmpty(toStats(raw.items), 'items'),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.stat-cards'> = () => ({
  __component: 'sections.stat-cards',
  id: 3,
  title: 'Resultados',
  anchor: 'cifras',
  tone: 'dark',
  items: [{ value: '+45%', label: 'ventas', context: 'en tiendas piloto', icon: 'TrendingUp' }],
});

import { lines, nonEmpty, titled } from '../../api/page-fields';
import type { TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Bullets with check marks. */
export interface CheckListSection extends TitledSection {
  type: 'check-list';
  items: string[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.check-list',
  map: (raw, key): CheckListSection => ({
    ...titled(raw, key),
    type: 'check-list',
    items: nonEmpty(lines(raw.items), 'items'),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.check-list'> = () => ({
  __component: 'sections.check-list',
  id: 6,
  title: 'Incluye',
  tone: 'light',
  items: 'Soporte\nCapacitación',
});

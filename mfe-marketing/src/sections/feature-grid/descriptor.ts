import { columns, icon, lines, list, nonEmpty, oneOf, required, titled } from '../../api/page-fields';
import type { PageColumns, SectionIconName, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

export interface PageFeature {
  icon?: SectionIconName;
  title: string;
  description: string;
  bullets: string[];
}

/** Cards with an icon, a title, words and bullets, in 2 to 4 columns. */
export interface FeatureGridSection extends TitledSection {
  type: 'feature-grid';
  columns: PageColumns;
  iconTone: 'accent' | 'info' | 'dark';
  items: PageFeature[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.feature-grid',
  map: (raw, key): FeatureGridSection => ({
    ...titled(raw, key),
    type: 'feature-grid',
    columns: columns(raw.columns),
    iconTone: oneOf(raw.iconTone, ['accent', 'info', 'dark'] as const, 'accent'),
    items: nonEmpty(
      list(raw.items).map((item) => ({
        icon: icon(item.icon),
        title: required(item, 'title'),
        description: required(item, 'description'),
        bullets: lines(item.bullets),
      })),
      'items',
    ),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.feature-grid'> = () => ({
  __component: 'sections.feature-grid',
  id: 2,
  title: 'Por qué LINX',
  eyebrow: 'Beneficios',
  lead: 'Todo en una plataforma.',
  tone: 'soft',
  columns: 'four',
  iconTone: 'info',
  anchor: null,
  items: [{ icon: 'Monitor', title: 'Pantallas', description: 'Siempre encendidas.', bullets: 'Uno\n Dos \n' }],
  actions: [],
});

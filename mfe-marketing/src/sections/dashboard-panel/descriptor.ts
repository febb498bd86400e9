import { nonEmpty, required, titled } from '../../api/page-fields';
import { toItemGroups, toStats } from '../../api/page-parts';
import type { PageItemGroup, PageStat, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** An app-like window of capability groups, figures below. */
export interface DashboardPanelSection extends TitledSection {
  type: 'dashboard-panel';
  panelLabel: string;
  groups: PageItemGroup[];
  stats: PageStat[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.dashboard-panel',
  map: (raw, key): DashboardPanelSection => ({
    ...titled(raw, key),
    type: 'dashboard-panel',
    panelLabel: required(raw, 'panelLabel'),
    groups: nonEmpty(toItemGroups(raw.groups), 'groups'),
    stats: toStats(raw.stats),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.dashboard-panel'> = () => ({
  __component: 'sections.dashboard-panel',
  id: 13,
  title: 'Crea y publica',
  tone: 'soft',
  panelLabel: 'Panel de ejemplo',
  groups: [{ id: 1, icon: 'Image', title: 'Tipos de contenido', items: 'Imágenes\nVideos' }],
  stats: [{ id: 1, icon: 'Clock', value: '-45%', label: 'tiempo', context: null }],
});

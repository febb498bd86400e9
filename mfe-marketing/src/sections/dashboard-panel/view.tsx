import { bandAround } from '../section-registry/band-around';
import { withIcon } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { DashboardPanelSection } from './descriptor';

const DashboardPanel = onDemand(() => import('../dashboard-panel').then((m) => m.DashboardPanel));

export const view: SectionView<DashboardPanelSection> = bandAround(DashboardPanel, (section) => ({
  label: section.panelLabel,
  groups: section.groups.map(withIcon),
  stats: section.stats.map(withIcon),
}));

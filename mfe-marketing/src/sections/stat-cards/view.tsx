import { Band, onDark, withIcon } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import type { StatCardsSection } from './descriptor';
import { StatCards } from './stat-cards';

export const view: SectionView<StatCardsSection> = (section) => (
  <Band section={section}>
    <StatCards items={section.items.map(withIcon)} onDark={onDark(section)} />
  </Band>
);

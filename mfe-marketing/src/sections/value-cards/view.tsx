import { bandAround } from '../section-registry/band-around';
import { withIcon } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { ValueCardsSection } from './descriptor';

const ValueCards = onDemand(() => import('../value-cards').then((m) => m.ValueCards));

export const view: SectionView<ValueCardsSection> = bandAround(ValueCards, (section) => ({
  items: section.items.map(withIcon),
}));

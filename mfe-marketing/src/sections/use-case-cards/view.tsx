import { bandAround } from '../section-registry/band-around';
import { withIcon } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { UseCaseCardsSection } from './descriptor';

const UseCaseCards = onDemand(() => import('../use-case-cards').then((m) => m.UseCaseCards));

export const view: SectionView<UseCaseCardsSection> = bandAround(UseCaseCards, (section) => ({
  items: section.items.map(withIcon),
  columns: section.columns,
}));

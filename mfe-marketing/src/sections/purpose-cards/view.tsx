import { bandAround } from '../section-registry/band-around';
import { withIcon } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { PurposeCardsSection } from './descriptor';

const PurposeCards = onDemand(() => import('../purpose-cards').then((m) => m.PurposeCards));

export const view: SectionView<PurposeCardsSection> = bandAround(PurposeCards, (section) => ({
  items: section.items.map(withIcon),
}));

import { bandAround } from '../section-registry/band-around';
import type { SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { PlanCardsSection } from './descriptor';

const PlanCards = onDemand(() => import('../plan-cards').then((m) => m.PlanCards));

export const view: SectionView<PlanCardsSection> = bandAround(PlanCards, (section) => ({
  plans: section.items,
  action: section.cardAction,
}));

import { Band } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { PlanCardsSection } from './descriptor';

const PlanCards = onDemand(() => import('../plan-cards').then((m) => m.PlanCards));

export const view: SectionView<PlanCardsSection> = viewWithParts(
  (section) => (
    <Band section={section}>
      <PlanCards plans={section.items} action={section.cardAction} />
    </Band>
  ),
  () => [PlanCards],
);

import { Band, withIcon } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { ValueCardsSection } from './descriptor';

const ValueCards = onDemand(() => import('../value-cards').then((m) => m.ValueCards));

export const view: SectionView<ValueCardsSection> = viewWithParts(
  (section) => (
    <Band section={section}>
      <ValueCards items={section.items.map(withIcon)} />
    </Band>
  ),
  () => [ValueCards],
);

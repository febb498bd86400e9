import { Band, withIcon } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { PurposeCardsSection } from './descriptor';

const PurposeCards = onDemand(() => import('../purpose-cards').then((m) => m.PurposeCards));

export const view: SectionView<PurposeCardsSection> = viewWithParts(
  (section) => (
    <Band section={section}>
      <PurposeCards items={section.items.map(withIcon)} />
    </Band>
  ),
  () => [PurposeCards],
);

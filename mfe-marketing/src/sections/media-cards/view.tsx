import { Band } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { MediaCardsSection } from './descriptor';

const MediaCards = onDemand(() => import('../media-cards').then((m) => m.MediaCards));

export const view: SectionView<MediaCardsSection> = viewWithParts(
  (section) => (
    <Band section={section}>
      <MediaCards services={section.items} action={section.cardAction} />
    </Band>
  ),
  () => [MediaCards],
);

import { bandAround } from '../section-registry/band-around';
import type { SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { MediaCardsSection } from './descriptor';

const MediaCards = onDemand(() => import('../media-cards').then((m) => m.MediaCards));

export const view: SectionView<MediaCardsSection> = bandAround(MediaCards, (section) => ({
  services: section.items,
  action: section.cardAction,
}));

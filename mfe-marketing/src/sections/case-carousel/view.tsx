import { Carousel } from '@linx/shared';
import { Band } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { CaseCarouselSection } from './descriptor';

const CaseCarousel = onDemand(() => import('../case-carousel').then((m) => m.CaseCarousel));

export const view: SectionView<CaseCarouselSection> = viewWithParts(
  (section) => (
    <Band section={section}>
      <CaseCarousel label={section.carouselLabel} slides={section.slides} />
    </Band>
  ),
  () => [CaseCarousel, Carousel],
);

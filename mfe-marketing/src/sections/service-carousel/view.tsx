import { Carousel } from '@linx/shared';
import { Band, withIcon } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import type { ServiceCarouselSection } from './descriptor';
import { ServiceCarousel } from './service-carousel';

export const view: SectionView<ServiceCarouselSection> = viewWithParts(
  (section) => (
    <Band section={section}>
      <ServiceCarousel
        label={section.carouselLabel}
        moreLabel={section.moreLabel}
        slides={section.slides.map(withIcon)}
      />
    </Band>
  ),
  () => [Carousel],
);

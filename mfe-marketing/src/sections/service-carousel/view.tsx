import { Band, withIcon } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import type { ServiceCarouselSection } from './descriptor';
import { ServiceCarousel } from './service-carousel';

export const view: SectionView<ServiceCarouselSection> = (section) => (
  <Band section={section}>
    <ServiceCarousel
      label={section.carouselLabel}
      moreLabel={section.moreLabel}
      slides={section.slides.map(withIcon)}
    />
  </Band>
);

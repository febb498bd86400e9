import { Carousel } from '@linx/shared';
import { Band, withData } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { PartnerCarouselSection } from './descriptor';

const PartnerCarousel = onDemand(() => import('../partner-carousel').then((m) => m.PartnerCarousel));

export const view: SectionView<PartnerCarouselSection> = viewWithParts(
  (section) =>
    withData(section, section.partners, () => (
      <Band section={section}>
        <PartnerCarousel label={section.carouselLabel} partners={section.partners} />
      </Band>
    )),
  () => [PartnerCarousel, Carousel],
);

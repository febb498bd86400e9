import { ButtonLink, Carousel, CategoryChips, useScrollToTop } from '@linx/shared';
import type { LucideIcon } from 'lucide-react';
import { IconBadge } from '../icon-badge';
import { Illustration } from '../illustration';
import type { PageServiceSlide } from '../../api/page-types';
import {
  StyledSlide,
  StyledSlideBody,
  StyledSlideMedia,
  StyledSlideText,
  StyledSlideTitle,
} from './service-carousel.styles';

/** docs/site.md §3: the next service every 5 s, with a 500 ms fade; a manual move stops it. */
export const SERVICE_CAROUSEL_INTERVAL_MS = 5000;

/** A slide with its icon resolved. */
export type ServiceSlide = Omit<PageServiceSlide, 'icon'> & { icon?: LucideIcon };

export interface ServiceCarouselProps {
  /** The carousel's accessible name. */
  label: string;
  /** The button of each slide ("Conocer más"); screen readers hear the service's name after it. */
  moreLabel: string;
  slides: readonly ServiceSlide[];
}

const Slide = ({ slide, moreLabel, onMore }: { slide: ServiceSlide; moreLabel: string; onMore: () => void }) => (
  <StyledSlide>
    <StyledSlideMedia>
      <Illustration src={slide.image.src} alt={slide.image.alt} width={slide.image.width} height={slide.image.height} />
    </StyledSlideMedia>
    <StyledSlideBody>
      {slide.icon ? <IconBadge icon={slide.icon} tone="accent" size="lg" /> : null}
      {slide.categories.length > 0 ? <CategoryChips names={slide.categories} label="Categorías" /> : null}
      <StyledSlideTitle>{slide.title}</StyledSlideTitle>
      <StyledSlideText>{slide.description}</StyledSlideText>
      <ButtonLink to={slide.to} onClick={onMore}>
        {moreLabel}
        <span className="visually-hidden"> sobre {slide.title}</span>
      </ButtonLink>
    </StyledSlideBody>
  </StyledSlide>
);

/** Services one at a time ("Nuestros Servicios"), each leading to its page; autoplay every 5 s. */
export const ServiceCarousel = ({ label, moreLabel, slides }: ServiceCarouselProps) => {
  const scrollToTop = useScrollToTop();
  return (
    <Carousel
      label={label}
      items={slides}
      renderItem={(slide) => <Slide slide={slide} moreLabel={moreLabel} onMore={scrollToTop} />}
      autoplay={SERVICE_CAROUSEL_INTERVAL_MS}
      effect="fade"
      loop
      stopOnInteraction
    />
  );
};

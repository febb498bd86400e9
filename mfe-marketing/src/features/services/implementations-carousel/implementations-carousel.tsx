import { Carousel } from '@linx/shared';
import type { ImplementationCase } from '../../../content/services/digital-signage';
import {
  StyledCaseImage,
  StyledCaseMedia,
  StyledCaseSector,
  StyledCaseSlide,
  StyledCaseText,
  StyledCaseTitle,
  StyledCaseDescription,
} from './implementations-carousel.styles';

/** docs/site.md §4/§9: advances every 5000 ms; a manual move turns autoplay off for good. */
export const IMPLEMENTATIONS_INTERVAL_MS = 5000;

export interface ImplementationsCarouselProps {
  cases: readonly ImplementationCase[];
}

export const ImplementationsCarousel = ({ cases }: ImplementationsCarouselProps) => (
  <Carousel
    label="Implementaciones de señalización digital"
    items={cases}
    autoplay={IMPLEMENTATIONS_INTERVAL_MS}
    stopOnInteraction
    effect="fade"
    slideLabel={(position, total) => `Caso ${position} de ${total}`}
    renderItem={(item) => (
      <StyledCaseSlide>
        <StyledCaseMedia>
          <StyledCaseImage
            src={item.image.src}
            alt={item.image.alt}
            width={item.image.width}
            height={item.image.height}
            loading="lazy"
            decoding="async"
          />
        </StyledCaseMedia>
        <StyledCaseText>
          <StyledCaseSector>{item.sector}</StyledCaseSector>
          <StyledCaseTitle>{item.title}</StyledCaseTitle>
          <StyledCaseDescription>{item.description}</StyledCaseDescription>
        </StyledCaseText>
      </StyledCaseSlide>
    )}
  />
);

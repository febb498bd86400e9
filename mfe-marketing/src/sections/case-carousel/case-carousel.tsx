import { Carousel } from '@linx/shared';
import type { PageSlide } from '../../api/page-types';
import {
  StyledCaseImage,
  StyledCaseMedia,
  StyledCaseSector,
  StyledCaseSlide,
  StyledCaseText,
  StyledCaseTitle,
  StyledCaseDescription,
} from './case-carousel.styles';

/** docs/site.md §4/§9: advances every 5000 ms; a manual move turns autoplay off for good. */
export const CASE_CAROUSEL_INTERVAL_MS = 5000;

export interface CaseCarouselProps {
  /** The carousel's accessible name (not its section's title: two regions of one name would be ambiguous). */
  label: string;
  slides: readonly PageSlide[];
}

/** Cases one at a time (the digital signage implementations): image beside sector, title and words. */
export const CaseCarousel = ({ label, slides }: CaseCarouselProps) => (
  <Carousel
    label={label}
    items={slides}
    autoplay={CASE_CAROUSEL_INTERVAL_MS}
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
          {item.kicker ? <StyledCaseSector>{item.kicker}</StyledCaseSector> : null}
          <StyledCaseTitle>{item.title}</StyledCaseTitle>
          <StyledCaseDescription>{item.description}</StyledCaseDescription>
        </StyledCaseText>
      </StyledCaseSlide>
    )}
  />
);

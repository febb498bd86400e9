import { ChevronLeft, ChevronRight } from 'lucide-react';
import { carouselLabels } from './carousel-labels';
import { StyledDot, StyledDots, type CarouselTone } from './carousel.styles';

// The carousel's own arrows and dots: they load with the carousel's chunk, unlike AutoplayToggle,
// which the platform's entry offers to every timer of the suite.
export const ArrowIcon = ({ direction }: { direction: 'previous' | 'next' }) =>
  direction === 'previous' ? <ChevronLeft aria-hidden size={22} /> : <ChevronRight aria-hidden size={22} />;

export interface CarouselDotsProps {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  tone: CarouselTone;
}

export const CarouselDots = ({ count, selected, onSelect, tone }: CarouselDotsProps) => (
  <StyledDots role="group" aria-label={carouselLabels.dots}>
    {Array.from({ length: count }, (_, index) => (
      <StyledDot
        key={index}
        type="button"
        $tone={tone}
        $active={index === selected}
        aria-label={carouselLabels.goTo(index + 1)}
        aria-current={index === selected ? 'true' : undefined}
        onClick={() => onSelect(index)}
      />
    ))}
  </StyledDots>
);

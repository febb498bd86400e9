import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { carouselLabels } from './carousel-labels';
import { StyledDot, StyledDots, StyledRoundButton, type CarouselTone } from './carousel.styles';

export interface AutoplayToggleProps {
  playing: boolean;
  onToggle: () => void;
  tone?: CarouselTone;
  pauseLabel?: string;
  playLabel?: string;
  className?: string;
}

/** The visible pause/play control every timer of the suite offers (WCAG 2.2.2). */
export const AutoplayToggle = ({
  playing,
  onToggle,
  tone = 'light',
  pauseLabel = carouselLabels.pause,
  playLabel = carouselLabels.play,
  className,
}: AutoplayToggleProps) => (
  <StyledRoundButton
    type="button"
    $tone={tone}
    className={className}
    onClick={onToggle}
    aria-label={playing ? pauseLabel : playLabel}
  >
    {playing ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
  </StyledRoundButton>
);

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

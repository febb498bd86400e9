import { Pause, Play } from 'lucide-react';
import { carouselLabels } from './carousel-labels';
import { StyledRoundButton } from './carousel-controls.styles';
import type { CarouselTone } from './carousel.styles';

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

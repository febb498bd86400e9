import { AutoplayToggle, type Autoplay } from '@linx/shared';
import { StyledPhrase, StyledPhraseStack } from './rotating-phrase.styles';

export interface RotatingPhraseProps {
  phrases: readonly string[];
  index: number;
}

/**
 * The hero's changing words. All phrases share one grid cell so the headline keeps the height of
 * the longest (no layout shift); screen readers get the current one through a polite live region.
 */
export const RotatingPhrase = ({ phrases, index }: RotatingPhraseProps) => (
  <>
    <span className="visually-hidden" aria-live="polite" aria-atomic="true">
      {phrases[index]}
    </span>
    <StyledPhraseStack aria-hidden="true">
      {phrases.map((phrase, i) => (
        <StyledPhrase key={phrase} $active={i === index} data-active={i === index}>
          {phrase}
        </StyledPhrase>
      ))}
    </StyledPhraseStack>
  </>
);

export interface PhraseToggleProps {
  timer: Autoplay;
  pauseLabel: string;
  playLabel: string;
}

export const PhraseToggle = ({ timer, pauseLabel, playLabel }: PhraseToggleProps) =>
  timer.enabled ? (
    <AutoplayToggle
      tone="dark"
      playing={timer.playing}
      onToggle={timer.toggle}
      pauseLabel={pauseLabel}
      playLabel={playLabel}
    />
  ) : null;

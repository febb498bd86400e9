import { AutoplayToggle, useRotatingIndex } from '@linx/shared';
import { Frown, Meh, Smile } from 'lucide-react';
import { useId } from 'react';

import type { PageIndicator } from '../../api/page-types';
import {
  StyledIndicator,
  StyledIndicatorCaption,
  StyledIndicatorHeader,
  StyledIndicatorIcon,
  StyledIndicatorLabel,
  StyledIndicatorSteps,
  StyledIndicatorTitle,
  StyledIndicatorValue,
  StyledIndicatorValueRow,
  StyledStep,
} from './rotating-indicator.styles';

/** docs/site.md §4: the next figure every 3 s. */
export const ROTATING_INDICATOR_INTERVAL_MS = 3000;

/** Each mood's icon and colour. */
const MOODS = {
  satisfied: { icon: Smile, tone: 'success' },
  neutral: { icon: Meh, tone: 'neutral' },
  dissatisfied: { icon: Frown, tone: 'warning' },
} as const;

export interface RotatingIndicatorProps {
  indicator: PageIndicator;
}

/** Cycles every 3 s through its figures (very satisfied / neutral / unsatisfied), each change with a 0.5 s bounce. */
export const RotatingIndicator = ({ indicator }: RotatingIndicatorProps) => {
  const { states, title } = indicator;
  const { index, timer } = useRotatingIndex(states.length, ROTATING_INDICATOR_INTERVAL_MS);
  const titleId = useId();
  const state = states[index];
  const { icon: Icon, tone } = MOODS[state.mood];
  const subject = title.charAt(0).toLowerCase() + title.slice(1);
  return (
    <StyledIndicator aria-labelledby={titleId} {...timer.handlers}>
      <StyledIndicatorHeader>
        <StyledIndicatorTitle id={titleId}>{title}</StyledIndicatorTitle>
        <AutoplayToggle
          playing={timer.playing}
          onToggle={timer.toggle}
          pauseLabel={`Pausar indicador de ${subject}`}
          playLabel={`Reanudar indicador de ${subject}`}
        />
      </StyledIndicatorHeader>
      <StyledIndicatorValueRow key={index} aria-live="polite" aria-atomic="true" data-testid="indicator-state">
        <StyledIndicatorIcon $tone={tone} aria-hidden="true">
          <Icon />
        </StyledIndicatorIcon>
        <div>
          <StyledIndicatorValue>{state.value}</StyledIndicatorValue>
          <StyledIndicatorLabel>{state.label}</StyledIndicatorLabel>
        </div>
      </StyledIndicatorValueRow>
      <StyledIndicatorSteps aria-hidden="true">
        {states.map((s, i) => (
          <StyledStep key={s.label} $active={i === index} $tone={MOODS[s.mood].tone} />
        ))}
      </StyledIndicatorSteps>
      {indicator.caption ? <StyledIndicatorCaption>{indicator.caption}</StyledIndicatorCaption> : null}
    </StyledIndicator>
  );
};

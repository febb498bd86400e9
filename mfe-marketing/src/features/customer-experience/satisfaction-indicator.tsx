import { AutoplayToggle, useRotatingIndex } from '@linx/shared';
import { useId } from 'react';
import { satisfactionIndicator } from '../../content/customer-experience';

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
} from './satisfaction-indicator.styles';

/** Cycles every 3 s through very satisfied / neutral / unsatisfied, each change with a 0.5 s bounce. */
export const SatisfactionIndicator = () => {
  const { states, interval } = satisfactionIndicator;
  const { index, timer } = useRotatingIndex(states.length, interval);
  const titleId = useId();
  const state = states[index];
  const Icon = state.icon;
  return (
    <StyledIndicator aria-labelledby={titleId} {...timer.handlers}>
      <StyledIndicatorHeader>
        <StyledIndicatorTitle id={titleId}>{satisfactionIndicator.title}</StyledIndicatorTitle>
        <AutoplayToggle
          playing={timer.playing}
          onToggle={timer.toggle}
          pauseLabel={satisfactionIndicator.pauseLabel}
          playLabel={satisfactionIndicator.playLabel}
        />
      </StyledIndicatorHeader>
      <StyledIndicatorValueRow key={index} aria-live="polite" aria-atomic="true" data-testid="satisfaction-state">
        <StyledIndicatorIcon $tone={state.tone} aria-hidden="true">
          <Icon />
        </StyledIndicatorIcon>
        <div>
          <StyledIndicatorValue>{state.value}</StyledIndicatorValue>
          <StyledIndicatorLabel>{state.label}</StyledIndicatorLabel>
        </div>
      </StyledIndicatorValueRow>
      <StyledIndicatorSteps aria-hidden="true">
        {states.map((s, i) => (
          <StyledStep key={s.label} $active={i === index} $tone={s.tone} />
        ))}
      </StyledIndicatorSteps>
      <StyledIndicatorCaption>{satisfactionIndicator.caption}</StyledIndicatorCaption>
    </StyledIndicator>
  );
};

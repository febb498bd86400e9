import type { LucideIcon } from 'lucide-react';
import {
  StyledStep,
  StyledStepHeader,
  StyledStepIcon,
  StyledStepList,
  StyledStepNumber,
  StyledStepText,
  StyledStepTitle,
} from './numbered-steps.styles';

export interface StepItem {
  title: string;
  description: string;
  icon?: LucideIcon;
}

export interface NumberedStepsProps {
  steps: readonly StepItem[];
  onDark?: boolean;
}

/** An ordered process: numbered badges joined by a line on desktop, stacked on phones. */
export const NumberedSteps = ({ steps, onDark = false }: NumberedStepsProps) => (
  <StyledStepList $count={steps.length}>
    {steps.map(({ title, description, icon: Icon }, index) => (
      <StyledStep key={title} $onDark={onDark}>
        <StyledStepHeader>
          <StyledStepNumber aria-hidden="true">{String(index + 1).padStart(2, '0')}</StyledStepNumber>
          {Icon ? (
            <StyledStepIcon $onDark={onDark} aria-hidden="true">
              <Icon strokeWidth={1.75} />
            </StyledStepIcon>
          ) : null}
        </StyledStepHeader>
        <StyledStepTitle>
          <span className="visually-hidden">{`Paso ${index + 1}: `}</span>
          {title}
        </StyledStepTitle>
        <StyledStepText $onDark={onDark}>{description}</StyledStepText>
      </StyledStep>
    ))}
  </StyledStepList>
);

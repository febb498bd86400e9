import { messages } from '../../content/messages';
import { StyledSpinner, StyledSpinnerWrap } from './spinner.styles';

export interface SpinnerProps {
  label?: string;
}

export const Spinner = ({ label = messages.loading }: SpinnerProps) => (
  <StyledSpinnerWrap role="status" aria-live="polite" data-loading="">
    <StyledSpinner aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </StyledSpinnerWrap>
);

import { messages } from '../../content/messages';
import { renderProtocol } from '../../rendering/render-protocol.cjs';
import { StyledSpinner, StyledSpinnerWrap } from './spinner.styles';

export interface SpinnerProps {
  label?: string;
}

export const Spinner = ({ label = messages.loading }: SpinnerProps) => (
  // The render pass waits while any element with this attribute is on screen.
  <StyledSpinnerWrap role="status" aria-live="polite" {...{ [renderProtocol.loadingAttribute]: '' }}>
    <StyledSpinner aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </StyledSpinnerWrap>
);

import styled from 'styled-components';
import { iconButtonStyles, type IconButtonTone } from '../icon-button/icon-button.styles';

/** The round button of the autoplay toggle and the carousel's previous and next. */
export const StyledRoundButton = styled.button<{ $tone: IconButtonTone }>`
  ${iconButtonStyles}
`;

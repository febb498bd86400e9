import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledIntegralMedia = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/** Below the picture on phones; floating over its lower edge from tablets up. */
export const StyledIndicatorSlot = styled.div`
  display: flex;
  justify-content: center;
  ${mediaQuery('up', 'md')} {
    margin-top: -${({ theme }) => theme.space(24)};
    padding: 0 ${({ theme }) => theme.space(8)};
    justify-content: flex-end;
  }
`;

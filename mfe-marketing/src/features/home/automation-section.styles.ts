import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledAutomationGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(12)};
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(16)};
  }
`;

export const StyledAutomationText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

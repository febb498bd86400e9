import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledProcessLists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${mediaQuery('up', 'sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mediaQuery('up', 'xl')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

export const StyledProcessList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledActions = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  > * {
    flex: 1 1 100%;
  }
  ${mediaQuery('up', 'sm')} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

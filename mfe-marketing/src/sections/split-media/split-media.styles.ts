import { mediaQuery, Section } from '@linx/shared';
import styled from 'styled-components';

export const StyledSplitSection = styled(Section)`
  scroll-margin-top: ${({ theme }) => theme.sizes.navbarHeight};
`;

export const StyledSplitGrid = styled.div<{ $reverse: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  align-items: center;
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(16)};
    > :first-child {
      order: ${({ $reverse }) => ($reverse ? 2 : 1)};
    }
    > :last-child {
      order: ${({ $reverse }) => ($reverse ? 1 : 2)};
    }
  }
`;

export const StyledSplitText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  > p:first-child {
    margin-bottom: 0;
  }
  > h2 + p {
    margin-top: 0;
  }
`;

export const StyledSplitMedia = styled.div`
  display: flex;
  justify-content: center;
  min-width: 0;
`;

/** Figures in the text column: two side by side from large screens up. */
export const StyledSplitStats = styled.div`
  width: 100%;
  ul {
    ${mediaQuery('up', 'lg')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

export const StyledOverlaidMedia = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/** Below the picture on phones; floating over its lower edge from tablets up. */
export const StyledOverlaySlot = styled.div`
  display: flex;
  justify-content: center;
  ${mediaQuery('up', 'md')} {
    margin-top: -${({ theme }) => theme.space(24)};
    padding: 0 ${({ theme }) => theme.space(8)};
    justify-content: flex-end;
  }
`;

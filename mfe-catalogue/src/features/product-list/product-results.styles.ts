import styled from 'styled-components';
import { mediaQuery } from '@linx/shared';

export const StyledResultsHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2, 4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

export const StyledResultsTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  overflow-wrap: anywhere;
  /* A focus target only (tabindex -1), never operable: no ring. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

export const StyledCount = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

/** Product grid: 1 column on phones, 2 on tablets, 3 on desktop (docs/site.md §9). */
export const StyledProductGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaQuery('up', 'xl')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Below the grid: how many show, and the button that adds more, centred. */
export const StyledShowMore = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

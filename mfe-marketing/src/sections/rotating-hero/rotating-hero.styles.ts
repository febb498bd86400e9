import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledHeroFooter = styled.div`
  display: flex;
  /* On a phone the play/pause button goes under the figures: side by side they are wider than it. */
  flex-wrap: wrap;
  ${mediaQuery('up', 'md')} {
    flex-wrap: nowrap;
  }
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 16%, transparent);
`;

export const StyledHighlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, auto);
  gap: ${({ theme }) => theme.space(3, 4)};
  ${mediaQuery('up', 'md')} {
    column-gap: ${({ theme }) => theme.space(10)};
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledHighlight = styled.li`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  ${mediaQuery('up', 'md')} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const StyledHighlightValue = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

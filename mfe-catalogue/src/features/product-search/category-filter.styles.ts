import styled from 'styled-components';
import { cardSurface, filterPillStyles, mediaQuery } from '@linx/shared';

export const StyledFilter = styled.aside`
  min-width: 0;
  ${mediaQuery('up', 'lg')} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.navbarHeight} + ${({ theme }) => theme.space(6)});
    align-self: start;
    padding: ${({ theme }) => theme.space(6)};
    ${cardSurface}
  }
`;

export const StyledFilterTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A column of buttons on desktop; a row of pills that scrolls sideways on phones and tablets. */
export const StyledFilterList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  /* On phones the row bleeds to the screen edges so it reads as scrollable. */
  margin: 0 -${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(1, 5, 2)};
  overflow-x: auto;
  scrollbar-width: thin;
  ${mediaQuery('up', 'md')} {
    margin: 0 -${({ theme }) => theme.space(8)};
    padding: ${({ theme }) => theme.space(1, 8, 2)};
  }
  ${mediaQuery('up', 'lg')} {
    flex-direction: column;
    margin: 0;
    padding: 0;
    overflow: visible;
  }
`;

export const StyledFilterButton = styled.button`
  ${filterPillStyles}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2, 4)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  ${mediaQuery('up', 'lg')} {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
    border-color: transparent;
    white-space: normal;
    &[aria-pressed='true'] {
      border-color: ${({ theme }) => theme.colors.ink};
    }
  }
`;

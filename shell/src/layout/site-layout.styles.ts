import styled from 'styled-components';

export const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(4)};
  top: -${({ theme }) => theme.space(20)};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  padding: ${({ theme }) => theme.space(3, 5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus {
    top: ${({ theme }) => theme.space(3)};
  }
`;

/** Keeps content below the fixed navbar (72 px, docs/site.md §2). */
export const StyledSpacer = styled.div`
  height: ${({ theme }) => theme.sizes.navbarHeight};
`;

export const StyledMain = styled.main`
  /* Keeps the footer below the fold while a page loads, so it does not jump (layout shift). */
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledHeader = styled.header<{ $scrolled: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.navbar};
  height: ${({ theme }) => theme.sizes.navbarHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme, $scrolled }) => ($scrolled ? 'transparent' : theme.colors.hairline)};
  box-shadow: ${({ theme, $scrolled }) => ($scrolled ? theme.shadows.navbar : 'none')};
  transition: box-shadow ${({ theme }) => theme.motion.base};
`;

export const StyledBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(6)};
  height: 100%;
  max-width: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(5)};
`;

export const StyledDesktopOnly = styled.div`
  display: none;
  ${mediaQuery('up', 'lg')} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

export const StyledMobileOnly = styled.div`
  display: flex;
  ${mediaQuery('up', 'lg')} {
    display: none;
  }
`;

import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledCtaBand = styled.section`
  position: relative;
  overflow: hidden;
  scroll-margin-top: ${({ theme }) => theme.sizes.navbarHeight};
  &:focus {
    outline: none;
  }
  padding: ${({ theme }) => theme.space(14)} 0;
  background:
    radial-gradient(
      60% 120% at 100% 0%,
      color-mix(in srgb, ${({ theme }) => theme.colors.surface} 22%, transparent) 0%,
      transparent 60%
    ),
    linear-gradient(120deg, ${({ theme }) => theme.colors.accent} 0%, ${({ theme }) => theme.colors.accentHover} 100%);
  color: ${({ theme }) => theme.colors.onAccent};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(20)} 0;
  }
`;

export const StyledCtaInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
  ${mediaQuery('up', 'lg')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

/* The primary button on orange is solid navy: more contrast and calmer than a second colour. */
export const StyledCtaActions = styled.div`
  flex: none;
  > div > :first-child {
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.textOnDark};
    &:hover {
      background: ${({ theme }) => theme.colors.inkHighlight};
      border-color: ${({ theme }) => theme.colors.inkHighlight};
    }
  }
`;

export const StyledCtaText = styled.div`
  max-width: ${({ theme }) => theme.space(170)};
`;

export const StyledCtaTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

export const StyledCtaLead = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

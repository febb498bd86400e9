import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledHero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space(14, 0, 30)};
  color: ${({ theme }) => theme.colors.textOnDark};
  background:
    radial-gradient(
      60% 80% at 90% 10%,
      color-mix(in srgb, ${({ theme }) => theme.colors.accent} 22%, transparent) 0%,
      transparent 60%
    ),
    radial-gradient(
      70% 90% at 0% 100%,
      color-mix(in srgb, ${({ theme }) => theme.colors.info} 28%, transparent) 0%,
      transparent 60%
    ),
    linear-gradient(160deg, ${({ theme }) => theme.colors.inkHighlight} 0%, ${({ theme }) => theme.colors.ink} 60%);
  /* A faint dot grid, fading towards the bottom. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background-image: radial-gradient(
      color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 12%, transparent) 1px,
      transparent 1px
    );
    background-size: ${({ theme }) => theme.space(6, 6)};
    mask-image: linear-gradient(to bottom, black 0%, transparent 85%);
    pointer-events: none;
  }
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(20, 0, 36)};
  }
`;

export const StyledHeroContent = styled.div`
  position: relative;
  max-width: 46rem;
`;

export const StyledHeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

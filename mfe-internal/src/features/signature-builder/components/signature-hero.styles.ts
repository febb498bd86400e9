import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledHero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space(10, 0, 14)};
  color: ${({ theme }) => theme.colors.textOnDark};
  background:
    radial-gradient(
      55% 90% at 95% 0%,
      color-mix(in srgb, ${({ theme }) => theme.colors.accent} 20%, transparent) 0%,
      transparent 65%
    ),
    radial-gradient(
      60% 90% at 0% 100%,
      color-mix(in srgb, ${({ theme }) => theme.colors.info} 26%, transparent) 0%,
      transparent 60%
    ),
    linear-gradient(160deg, ${({ theme }) => theme.colors.inkHighlight} 0%, ${({ theme }) => theme.colors.ink} 60%);
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(12, 0, 20)};
  }
`;

export const StyledHeroContent = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 46rem;
`;

export const StyledBackRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

export const StyledHeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

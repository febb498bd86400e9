import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledHero = styled.section`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  padding: ${({ theme }) => theme.space(14)} 0 ${({ theme }) => theme.space(16)};
  color: ${({ theme }) => theme.colors.textOnDark};
  background:
    radial-gradient(
      55% 70% at 88% 8%,
      color-mix(in srgb, ${({ theme }) => theme.colors.info} 38%, transparent) 0%,
      transparent 70%
    ),
    radial-gradient(
      45% 55% at 0% 100%,
      color-mix(in srgb, ${({ theme }) => theme.colors.accent} 22%, transparent) 0%,
      transparent 70%
    ),
    linear-gradient(
      160deg,
      ${({ theme }) => theme.colors.ink} 0%,
      ${({ theme }) => theme.colors.inkRaised} 55%,
      ${({ theme }) => theme.colors.inkHighlight} 100%
    );
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(24)} 0;
  }

  /* A faint dot grid that fades out towards the text. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background-image: radial-gradient(
      color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 14%, transparent) 1px,
      transparent 1px
    );
    background-size: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(6)};
    mask-image: linear-gradient(to left, black 0%, transparent 65%);
  }
`;

export const StyledHeroGrid = styled.div<{ $hasMedia: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  align-items: center;
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: ${({ $hasMedia }) => ($hasMedia ? 'minmax(0, 1.05fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    gap: ${({ theme }) => theme.space(16)};
  }
`;

export const StyledHeroBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.space(170)};
`;

export const StyledHeroEyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5, 4)};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.accent} 55%, transparent);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 14%, transparent);
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
`;

export const StyledHeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: -0.02em;
  text-wrap: balance;
`;

export const StyledHeroLead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  ${mediaQuery('up', 'md')} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const StyledHeroExtra = styled.div`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const StyledHeroAside = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  min-width: 0;
`;

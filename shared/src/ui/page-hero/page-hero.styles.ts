import styled, { css } from 'styled-components';
import { mediaQuery } from '../../theme/media';

export type PageHeroSize = 'default' | 'compact';

const padding = {
  default: css`
    padding: ${({ theme }) => theme.space(14, 0, 16)};
    ${mediaQuery('up', 'md')} {
      padding: ${({ theme }) => theme.space(24, 0)};
    }
  `,
  compact: css`
    padding: ${({ theme }) => theme.space(12, 0, 14)};
    ${mediaQuery('up', 'md')} {
      padding: ${({ theme }) => theme.space(16, 0)};
    }
  `,
};

/** Room left at the bottom for a card pulled up over the band (added to the size's padding). */
const overlapRoom = css`
  padding-bottom: ${({ theme }) => theme.space(30)};
  ${mediaQuery('up', 'md')} {
    padding-bottom: ${({ theme }) => theme.space(36)};
  }
`;

export const StyledHero = styled.section<{ $size: PageHeroSize; $overlap: boolean }>`
  position: relative;
  overflow: hidden;
  isolation: isolate;
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
  ${({ $size }) => padding[$size]}
  ${({ $overlap }) => ($overlap ? overlapRoom : '')}

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
    background-size: ${({ theme }) => theme.space(6, 6)};
    mask-image: linear-gradient(to left, black 0%, transparent 65%);
  }
`;

/** Text beside media: about half and half, or a wider text column beside the smaller art of compact heroes. */
const columns = {
  default: 'minmax(0, 1.05fr) minmax(0, 1fr)',
  compact: 'minmax(0, 3fr) minmax(0, 2fr)',
};

export const StyledHeroGrid = styled.div<{ $hasMedia: boolean; $size: PageHeroSize }>`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  align-items: center;
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: ${({ $hasMedia, $size }) => ($hasMedia ? columns[$size] : 'minmax(0, 1fr)')};
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

/** Media column; decorative art can be left out where the layout is a single column. */
export const StyledHeroAside = styled.div<{ $hideOnMobile: boolean }>`
  position: relative;
  display: flex;
  justify-content: center;
  min-width: 0;
  ${({ $hideOnMobile }) =>
    $hideOnMobile
      ? css`
          ${mediaQuery('down', 'lg')} {
            display: none;
          }
        `
      : ''}
`;

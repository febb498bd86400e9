import styled, { css } from 'styled-components';
import { mediaQuery } from '../../theme/media';

export type SectionTone = 'light' | 'soft' | 'dark';

/** Centred content column, max ~1200 px. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(5)};
  ${mediaQuery('up', 'md')} {
    padding: 0 ${({ theme }) => theme.space(8)};
  }
`;

const tones = {
  light: css`
    background: ${({ theme }) => theme.colors.surface};
  `,
  soft: css`
    background: ${({ theme }) => theme.colors.surfaceSoft};
  `,
  dark: css`
    background: radial-gradient(
      120% 120% at 85% 0%,
      ${({ theme }) => theme.colors.inkHighlight} 0%,
      ${({ theme }) => theme.colors.ink} 55%
    );
    color: ${({ theme }) => theme.colors.textOnDark};
  `,
};

/** A full-width band: 48–64 px padding on phones, 80–120 px on desktop. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${({ theme }) => theme.space(14)} 0;
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(24)} 0;
  }
  ${({ $tone = 'light' }) => tones[$tone]}
`;

export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accent : theme.colors.accentText)};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h2};
`;

export const Lead = styled.p<{ $onDark?: boolean }>`
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`;

export const StyledHeadingBlock = styled.header<{ $align: 'start' | 'center' }>`
  max-width: 760px;
  margin: ${({ $align }) => ($align === 'center' ? '0 auto' : '0')};
  margin-bottom: ${({ theme }) => theme.space(12)};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'left')};
`;

/** A wrapping row of chips or pills as a list. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Equal-height responsive card grid: 1 column on phones, `$columns` from desktop. */
export const Grid = styled.div<{ $columns?: number; $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: 1fr;
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;

/** The card look (DESIGN.md): white surface, hairline border, 16 px radius, soft shadow. */
export const cardSurface = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A card that answers the pointer: deeper shadow on hover (a lift, where wanted, adds a transform). */
export const cardHover = css`
  transition:
    box-shadow ${({ theme }) => theme.motion.base},
    transform ${({ theme }) => theme.motion.base};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.cardHover};
  }
`;

/**
 * A card's one link stretched over the whole card (the card needs `position: relative`): one link,
 * one accessible name, the whole card clickable; the focus ring is drawn around the card.
 */
export const stretchedLink = css`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: ${({ theme }) => theme.focusRing};
    outline-offset: 2px;
  }
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.text};
  ${cardSurface}
  ${cardHover}
`;

/** A Card whose image runs to its edges: no padding, corners clipped; the body sets its own padding. */
export const MediaCard = styled(Card)`
  gap: 0;
  padding: 0;
  overflow: hidden;
`;

import styled, { css } from 'styled-components';
import { mediaQuery, reducedMotion } from '../../theme/media';
import { iconButtonStyles, type IconButtonTone } from '../icon-button/icon-button.styles';

export type CarouselTone = IconButtonTone;
export interface PerView {
  base?: number;
  sm?: number;
  md?: number;
  lg?: number;
}

/** Width of one slide when `n` share the view with `gap` between them (Embla reads margin gaps). */
const basis = (n: number, gap: string): string => (n <= 1 ? '100%' : `calc((100% - ${n - 1} * ${gap}) / ${n})`);

export const StyledCarousel = styled.div`
  position: relative;
  width: 100%;
`;

export const StyledStage = styled.div`
  position: relative;
`;

export const StyledViewport = styled.div<{ $fade: boolean }>`
  overflow: hidden;
  ${({ $fade }) => ($fade ? 'touch-action: pan-y;' : '')}
`;

export const StyledTrack = styled.div<{ $fade: boolean }>`
  ${({ $fade }) =>
    $fade
      ? css`
          display: grid;
        `
      : css`
          display: flex;
          touch-action: pan-y pinch-zoom;
        `}
`;

/**
 * A "fade" slide is painted once, on a layer of its own: a move only changes opacities, which the
 * compositor cross-fades, so a tap paints its answer without painting a slide (an SVG illustration
 * took 11–15 ms at 4× CPU). The slides not shown are inert and aria-hidden, and take no clicks.
 */
export const StyledSlide = styled.div<{ $fade: boolean; $active: boolean; $gap: number; $perView: PerView }>`
  min-width: 0;
  ${({ $fade, $active, theme }) =>
    $fade
      ? css`
          grid-area: 1 / 1;
          will-change: opacity;
          opacity: ${$active ? 1 : 0};
          pointer-events: ${$active ? 'auto' : 'none'};
          transition: opacity ${theme.motion.fade};
          ${reducedMotion} {
            transition: none;
          }
        `
      : ''}
  ${({ $fade, $gap, $perView, theme }) =>
    $fade
      ? ''
      : css`
          flex: 0 0 ${basis($perView.base ?? 1, theme.space($gap))};
          margin-right: ${theme.space($gap)};
          ${
            $perView.sm
              ? css`
                  ${mediaQuery('up', 'sm')} {
                    flex-basis: ${basis($perView.sm, theme.space($gap))};
                  }
                `
              : ''
          }
          ${
            $perView.md
              ? css`
                  ${mediaQuery('up', 'md')} {
                    flex-basis: ${basis($perView.md, theme.space($gap))};
                  }
                `
              : ''
          }
          ${
            $perView.lg
              ? css`
                  ${mediaQuery('up', 'lg')} {
                    flex-basis: ${basis($perView.lg, theme.space($gap))};
                  }
                `
              : ''
          }
        `}
`;

export const StyledBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const StyledSideButton = styled.button<{ $tone: CarouselTone; $side: 'start' | 'end' }>`
  ${iconButtonStyles}
  position: absolute;
  top: 50%;
  z-index: 1;
  transform: translateY(-50%);
  ${({ $side, theme }) => ($side === 'start' ? `left: ${theme.space(3)};` : `right: ${theme.space(3)};`)}
  ${mediaQuery('up', 'xl')} {
    ${({ $side, theme }) => ($side === 'start' ? `left: -${theme.space(6)};` : `right: -${theme.space(6)};`)}
  }
`;

/** On phones the dots take their own row above the buttons, so every target keeps 44 px. */
export const StyledDots = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: center;
  ${mediaQuery('down', 'sm')} {
    order: -1;
    flex-basis: 100%;
  }
`;

/** A 44 px tap target around a small visible dot. */
export const StyledDot = styled.button<{ $tone: CarouselTone; $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: ${({ theme, $active }) => ($active ? theme.space(7) : theme.space(2.5))};
    height: ${({ theme }) => theme.space(2.5)};
    border-radius: ${({ theme }) => theme.radii.pill};
    transition:
      width ${({ theme }) => theme.motion.base},
      background ${({ theme }) => theme.motion.base};
    background: ${({ theme, $tone, $active }) =>
      $active ? theme.colors.accent : $tone === 'dark' ? theme.colors.textOnDarkMuted : theme.colors.textMuted};
  }
  &:hover::before {
    background: ${({ theme }) => theme.colors.accent};
  }
`;

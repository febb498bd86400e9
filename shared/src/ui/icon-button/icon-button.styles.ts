import styled, { css } from 'styled-components';

/** `light` sits on white or over images; `dark` on navy bands. */
export type IconButtonTone = 'light' | 'dark';

/** A round 44 px button holding one icon (previous/next arrows, pause/play, close). */
export const iconButtonStyles = css<{ $tone: IconButtonTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  ${({ $tone, theme }) =>
    $tone === 'dark'
      ? css`
          background: transparent;
          color: ${theme.colors.textOnDark};
          border: 1px solid ${theme.colors.textOnDarkMuted};
          &:hover {
            background: ${theme.colors.textOnDark};
            color: ${theme.colors.ink};
          }
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.ink};
          border: 1px solid ${theme.colors.hairline};
          box-shadow: ${theme.shadows.card};
          &:hover {
            background: ${theme.colors.ink};
            color: ${theme.colors.textOnDark};
          }
        `}
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export const StyledIconButton = styled.button<{ $tone: IconButtonTone }>`
  ${iconButtonStyles}
`;

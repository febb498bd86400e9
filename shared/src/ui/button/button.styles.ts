import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'secondaryOnDark' | 'ghost' | 'info';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    border-color: ${({ theme }) => theme.colors.accent};
    &:hover {
      background: ${({ theme }) => theme.colors.accentHover};
      border-color: ${({ theme }) => theme.colors.accentHover};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    &:hover {
      background: ${({ theme }) => theme.colors.ink};
      color: ${({ theme }) => theme.colors.textOnDark};
    }
  `,
  secondaryOnDark: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textOnDark};
    border-color: ${({ theme }) => theme.colors.textOnDark};
    &:hover {
      background: ${({ theme }) => theme.colors.textOnDark};
      color: ${({ theme }) => theme.colors.ink};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.infoText};
    border-color: transparent;
    &:hover {
      background: ${({ theme }) => theme.colors.infoSoft};
    }
  `,
  info: css`
    background: ${({ theme }) => theme.colors.infoText};
    color: ${({ theme }) => theme.colors.textOnDark};
    border-color: ${({ theme }) => theme.colors.infoText};
    &:hover {
      background: ${({ theme }) => theme.colors.ink};
      border-color: ${({ theme }) => theme.colors.ink};
    }
  `,
};

export const buttonStyles = css<{ $variant: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space(2.5, 6)};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};
  &:active {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${({ $variant }) => variants[$variant]}
`;

export const StyledButton = styled.button<{ $variant: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

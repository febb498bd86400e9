import styled, { css } from 'styled-components';
import type { IconTone } from './icon-badge';

const tones = {
  accent: css`
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentText};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.infoText};
  `,
  dark: css`
    background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 18%, transparent);
    color: ${({ theme }) => theme.colors.accent};
  `,
};

export const StyledIconBadge = styled.span<{ $tone: IconTone; $size: 'md' | 'lg' }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ theme, $size }) => theme.space($size === 'lg' ? 16 : 12)};
  height: ${({ theme, $size }) => theme.space($size === 'lg' ? 16 : 12)};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ $tone }) => tones[$tone]}
  svg {
    width: ${({ theme, $size }) => theme.space($size === 'lg' ? 8 : 6)};
    height: ${({ theme, $size }) => theme.space($size === 'lg' ? 8 : 6)};
  }
`;

import { CoverImage, IconButton } from '@linx/shared';
import styled, { css } from 'styled-components';

/** Fixed 4:3 frame: images never shift the layout while they load. */
export const StyledProductImage = styled(CoverImage)<{ $rounded?: boolean }>`
  aspect-ratio: 4 / 3;
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.surfaceSoft} 0%,
    ${({ theme }) => theme.colors.surfaceMuted} 100%
  );
  ${({ $rounded, theme }) =>
    $rounded &&
    css`
      border-radius: ${theme.radii.lg};
      border: 1px solid ${theme.colors.hairline};
    `}
`;

export const StyledArrow = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => ($side === 'left' ? `left: ${theme.space(2)};` : `right: ${theme.space(2)};`)}
  transform: translateY(-50%);
`;

export const StyledCounter = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(0.5, 2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

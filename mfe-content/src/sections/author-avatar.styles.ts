import { ResponsiveImage } from '@linx/shared';
import styled, { css } from 'styled-components';

export type AvatarSize = 'sm' | 'md';

const box = css<{ $size: AvatarSize }>`
  flex: none;
  width: ${({ theme, $size }) => theme.space($size === 'sm' ? 10 : 14)};
  height: ${({ theme, $size }) => theme.space($size === 'sm' ? 10 : 14)};
  border-radius: ${({ theme }) => theme.radii.round};
`;

export const StyledAvatarImage = styled(ResponsiveImage)<{ $size: AvatarSize }>`
  ${box}
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StyledNoAvatar = styled.span<{ $size: AvatarSize }>`
  ${box}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textStrong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  text-align: center;
`;

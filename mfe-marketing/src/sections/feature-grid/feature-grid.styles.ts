import { Card, Grid, mediaQuery } from '@linx/shared';
import styled, { css } from 'styled-components';

export const StyledFeatureCard = styled(Card)<{ $onDark: boolean }>`
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(7)};
  &:hover {
    transform: translateY(-2px);
  }
  ${({ $onDark }) =>
    $onDark &&
    css`
      background: color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 6%, transparent);
      border-color: color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 14%, transparent);
      color: ${({ theme }) => theme.colors.textOnDark};
      box-shadow: none;
      &:hover {
        box-shadow: none;
        border-color: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 60%, transparent);
      }
    `}
`;

export const StyledFeatureTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h4};
`;

export const StyledFeatureText = styled.p<{ $onDark: boolean }>`
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`;

/** The shared grid, or a wrapping flex row whose last line is centred. */
export const StyledFeatureGrid = styled(Grid)<{ $centered: boolean }>`
  ${({ $centered, $columns = 3, theme }) =>
    $centered &&
    css`
      ${mediaQuery('up', 'md')} {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        > * {
          flex: 0 0 calc((100% - ${theme.space(6)}) / 2);
          height: auto;
        }
      }
      ${mediaQuery('up', 'lg')} {
        > * {
          flex-basis: calc((100% - ${theme.space(6)} * ${$columns - 1}) / ${$columns});
        }
      }
    `}
`;

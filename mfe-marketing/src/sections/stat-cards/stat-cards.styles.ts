import { cardSurface, mediaQuery } from '@linx/shared';
import styled, { css } from 'styled-components';

export const StyledStatGrid = styled.ul<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: 1fr;
  ${mediaQuery('up', 'sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 4)}, minmax(0, 1fr));
  }
`;

export const StyledStatCard = styled.li<{ $onDark: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(7)};
  ${cardSurface}
  border-top: ${({ theme }) => theme.space(1)} solid ${({ theme }) => theme.colors.accent};
  ${({ $onDark }) =>
    $onDark &&
    css`
      background: color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 6%, transparent);
      border-color: color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 14%, transparent);
      border-top-color: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.textOnDark};
      box-shadow: none;
    `}
`;

export const StyledStatValue = styled.p<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.stat};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  letter-spacing: -0.03em;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accent : theme.colors.ink)};
`;

export const StyledStatLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledStatContext = styled.p<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`;

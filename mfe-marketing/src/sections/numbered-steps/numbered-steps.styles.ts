import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledStepList = styled.ol<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 4)}, minmax(0, 1fr));
  }
`;

export const StyledStep = styled.li<{ $onDark: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(7)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $onDark }) =>
    $onDark ? `color-mix(in srgb, ${theme.colors.textOnDark} 6%, transparent)` : theme.colors.surface};
  border: 1px solid
    ${({ theme, $onDark }) => ($onDark ? `color-mix(in srgb, ${theme.colors.textOnDark} 14%, transparent)` : theme.colors.hairline)};
  box-shadow: ${({ theme, $onDark }) => ($onDark ? 'none' : theme.shadows.card)};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.text)};
`;

export const StyledStepHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export const StyledStepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.space(12)};
  height: ${({ theme }) => theme.space(12)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-variant-numeric: tabular-nums;
`;

export const StyledStepIcon = styled.span<{ $onDark: boolean }>`
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.infoText)};
  svg {
    width: ${({ theme }) => theme.space(7)};
    height: ${({ theme }) => theme.space(7)};
  }
`;

export const StyledStepTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h4};
`;

export const StyledStepText = styled.p<{ $onDark: boolean }>`
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`;

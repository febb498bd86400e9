import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledDashboard = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

export const StyledDashboardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const StyledPeriod = styled.span`
  padding: ${({ theme }) => theme.space(1.5, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.infoText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledKpis = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const StyledKpi = styled.div`
  padding: ${({ theme }) => theme.space(4, 5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSoft};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
    font-weight: ${({ theme }) => theme.fontWeights.black};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const StyledPanels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledPanel = styled.div<{ $wide?: boolean }>`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  ${mediaQuery('up', 'lg')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

export const StyledPanelTitle = styled.h4`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const StyledBars = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  height: ${({ theme }) => theme.space(46)};
  padding-bottom: ${({ theme }) => theme.space(6)};
`;

export const StyledBar = styled.div<{ $value: number; $peak: boolean }>`
  position: relative;
  flex: 1;
  height: ${({ $value }) => $value}%;
  border-radius: ${({ theme }) => theme.space(1.5, 1.5, 0, 0)};
  background: ${({ theme, $peak }) => ($peak ? theme.colors.accent : theme.colors.info)};
  span {
    position: absolute;
    bottom: ${({ theme }) => theme.space(-6)};
    left: 50%;
    transform: translateX(-50%);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledRows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledRow = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1, 3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledRowMeter = styled.span<{ $value: number }>`
  grid-column: 1 / -1;
  height: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.accent} ${({ $value }) => $value * 2}%,
    ${({ theme }) => theme.colors.surfaceMuted} ${({ $value }) => $value * 2}%
  );
`;

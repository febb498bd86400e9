import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledDashboardFrame = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

export const StyledDashboardTopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3, 5)};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    width: ${({ theme }) => theme.space(2.5)};
    height: ${({ theme }) => theme.space(2.5)};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.inkHighlight};
  }
  span:first-child {
    background: ${({ theme }) => theme.colors.accent};
  }
  strong {
    margin-left: ${({ theme }) => theme.space(3)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const StyledDashboardGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surfaceSoft};
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    padding: ${({ theme }) => theme.space(6)};
  }
`;

export const StyledGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const StyledGroupHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const StyledGroupItems = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(2.5, 3.5)};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceSoft};
    border-left: ${({ theme }) => theme.space(1)} solid ${({ theme }) => theme.colors.info};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const StyledStatsRow = styled.div`
  margin-top: ${({ theme }) => theme.space(10)};
`;

import { cardSurface, Chip, mediaQuery } from '@linx/shared';
import styled, { css } from 'styled-components';

export const StyledPlanGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  max-width: ${({ theme }) => theme.space(240)};
  margin: 0 auto;
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: stretch;
  }
`;

export const StyledPlanCard = styled.article<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(10, 8)};
  ${cardSurface}
  border-radius: ${({ theme }) => theme.radii.xl};
  ${({ $featured }) =>
    $featured &&
    css`
      border: 2px solid ${({ theme }) => theme.colors.accent};
      box-shadow: ${({ theme }) => theme.shadows.cardHover};
    `}
`;

export const StyledPlanBadge = styled(Chip).attrs({ $tone: 'accent' as const })`
  position: absolute;
  top: ${({ theme }) => theme.space(-3.5)};
  left: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;

export const StyledPlanTagline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.infoText};
`;

export const StyledPlanName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

export const StyledPlanDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export const StyledPlanFooter = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(4)};
`;

import { Card } from '@linx/shared';
import styled from 'styled-components';

export const StyledDatabaseCard = styled(Card)`
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8, 7)};
`;

export const StyledDatabaseLogo = styled.img`
  width: auto;
  height: ${({ theme }) => theme.space(12)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export const StyledDatabaseKind = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentText};
`;

export const StyledDatabaseTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h4};
`;

export const StyledDatabaseText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledDatabaseChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space(2)} 0 0;
  list-style: none;
`;

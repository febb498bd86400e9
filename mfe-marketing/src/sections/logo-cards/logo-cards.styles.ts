import { Card } from '@linx/shared';
import styled from 'styled-components';

export const StyledLogoCard = styled(Card)`
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8, 7)};
`;

export const StyledLogoImage = styled.img`
  width: auto;
  height: ${({ theme }) => theme.space(12)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export const StyledLogoKind = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentText};
`;

export const StyledLogoTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h4};
`;

export const StyledLogoText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledLogoChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space(2)} 0 0;
  list-style: none;
`;

import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledPartnerBanner = styled.aside`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(2, 4)};
  padding: ${({ theme }) => theme.space(4, 5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 8%, transparent);
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 18%, transparent);
  ${mediaQuery('up', 'md')} {
    grid-template-columns: auto auto 1fr;
  }
`;

export const StyledPartnerIntro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

export const StyledPartnerLogo = styled.img`
  width: auto;
  height: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(1.5, 3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledPartnerText = styled.p`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  ${mediaQuery('up', 'md')} {
    grid-column: auto;
  }
`;

import { cardSurface, mediaQuery } from '@linx/shared';
import styled, { css } from 'styled-components';

export const StyledDetails = styled.section`
  ${mediaQuery('up', 'lg')} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.navbarHeight} + ${({ theme }) => theme.space(6)});
  }
`;

export const StyledDetailList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(5)};
  }
`;

export const StyledDetailCard = styled.li<{ $featured?: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1, 4)};
  align-content: start;
  padding: ${({ theme }) => theme.space(6)};
  ${cardSurface}
  ${({ $featured }) =>
    $featured &&
    css`
      color: ${({ theme }) => theme.colors.textOnDark};
      border-color: transparent;
      background: linear-gradient(
        150deg,
        ${({ theme }) => theme.colors.inkHighlight} 0%,
        ${({ theme }) => theme.colors.ink} 70%
      );
    `}
`;

export const StyledIconBadge = styled.span<{ $featured?: boolean }>`
  grid-row: span 3;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space(12)};
  height: ${({ theme }) => theme.space(12)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $featured }) => ($featured ? theme.colors.onAccent : theme.colors.accentText)};
  background: ${({ theme, $featured }) => ($featured ? theme.colors.accent : theme.colors.accentSoft)};
`;

export const StyledDetailTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledDetailMain = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.infoText};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

export const StyledDetailText = styled.p<{ $featured?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $featured }) => ($featured ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`;

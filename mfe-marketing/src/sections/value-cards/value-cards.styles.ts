import { cardHover, cardSurface, mediaQuery } from '@linx/shared';
import styled, { type DefaultTheme } from 'styled-components';

type Colour = 'accent' | 'info' | 'ink';

const colourOf = (theme: DefaultTheme, colour: Colour): string =>
  colour === 'accent' ? theme.colors.accent : colour === 'info' ? theme.colors.info : theme.colors.ink;

export const StyledValues = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const StyledValue = styled.li<{ $colour: Colour }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(7)};
  overflow: hidden;
  ${cardSurface}
  ${cardHover}
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ theme }) => theme.space(1)};
    background: ${({ theme, $colour }) => colourOf(theme, $colour)};
  }
  &:hover {
    transform: translateY(-${({ theme }) => theme.space(0.5)});
  }
`;

export const StyledValueIcon = styled.span<{ $colour: Colour }>`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space(12)};
  height: ${({ theme }) => theme.space(12)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textOnDark};
  background: ${({ theme, $colour }) => colourOf(theme, $colour)};
  svg {
    width: ${({ theme }) => theme.space(6)};
    height: ${({ theme }) => theme.space(6)};
  }
`;

export const StyledValueTitle = styled.h3`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.h4};
`;

export const StyledValueText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

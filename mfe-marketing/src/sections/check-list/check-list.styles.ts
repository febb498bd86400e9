import styled from 'styled-components';

export const StyledCheckList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCheckItem = styled.li<{ $onDark: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2.5)};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textStrong)};
  svg {
    flex: none;
    width: ${({ theme }) => theme.space(5)};
    height: ${({ theme }) => theme.space(5)};
    margin-top: ${({ theme }) => theme.space(0.5)};
    padding: ${({ theme }) => theme.space(0.5)};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme, $onDark }) => ($onDark ? theme.colors.inkHighlight : theme.colors.accentSoft)};
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accent : theme.colors.accentText)};
  }
`;

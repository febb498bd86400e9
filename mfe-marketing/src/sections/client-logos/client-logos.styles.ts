import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledLogoGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(5)};
  }
`;

export const StyledLogoItem = styled.li`
  display: grid;
  place-items: center;
  min-height: ${({ theme }) => theme.space(24)};
  padding: ${({ theme }) => theme.space(3)};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(4)};
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const StyledLogo = styled.img`
  width: auto;
  max-width: 100%;
  height: auto;
  max-height: ${({ theme }) => theme.space(12)};
  opacity: 0.85;
  filter: grayscale(0.3);
  transition:
    opacity ${({ theme }) => theme.motion.base},
    filter ${({ theme }) => theme.motion.base};
  li:hover > & {
    opacity: 1;
    filter: none;
  }
`;

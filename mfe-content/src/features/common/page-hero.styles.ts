import { mediaQuery, Section } from '@linx/shared';
import styled from 'styled-components';

export const StyledHero = styled(Section)`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space(12)} 0;
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(16)} 0;
  }

  &::after {
    content: '';
    position: absolute;
    inset: auto -10% -60% auto;
    width: 60%;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.round};
    background: radial-gradient(circle, ${({ theme }) => theme.colors.accent}33 0%, transparent 65%);
    pointer-events: none;
  }
`;

export const StyledHeroGrid = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  ${mediaQuery('up', 'md')} {
    grid-template-columns: 3fr 2fr;
  }
`;

export const StyledHeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const StyledHeroArt = styled.img`
  justify-self: center;
  width: 100%;
  max-width: ${({ theme }) => theme.space(100)};
  height: auto;
  aspect-ratio: 4 / 3;
  ${mediaQuery('down', 'md')} {
    display: none;
  }
`;

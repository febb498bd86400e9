import styled from 'styled-components';
import { mediaQuery } from '@linx/shared';

export const StyledHero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(14)};
  background: radial-gradient(
    90% 140% at 90% 0%,
    ${({ theme }) => theme.colors.inkHighlight} 0%,
    ${({ theme }) => theme.colors.ink} 60%
  );
  color: ${({ theme }) => theme.colors.textOnDark};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(20)} 0 ${({ theme }) => theme.space(20)};
  }
`;

export const StyledHeroInner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(10)};
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
  }
`;

export const StyledHeroText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.h1};
  }
`;

export const StyledHeroEyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

export const StyledHeroLead = styled.p`
  max-width: ${({ theme }) => theme.space(150)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

export const StyledHeroArt = styled.div`
  display: none;
  ${mediaQuery('up', 'lg')} {
    display: block;
  }
`;

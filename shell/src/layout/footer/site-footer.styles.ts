import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  padding: ${({ theme }) => theme.space(16, 0, 8)};
  a {
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.textOnDark};
    text-decoration: underline;
  }
`;

export const StyledFooterTop = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 3fr);
  }
`;

export const StyledBrandBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

export const StyledColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const StyledLinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(1, 0)};
  }
`;

export const StyledContactLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space(0.5)};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const StyledSocialList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.sizes.touchTarget};
    height: ${({ theme }) => theme.sizes.touchTarget};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.inkRaised};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.inkHighlight};
  }
`;

export const StyledBottom = styled.div`
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.inkHighlight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

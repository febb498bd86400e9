import { paths } from '@linx/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { layoutCopy } from '../../content/layout';

const StyledLogoLink = styled(Link)<{ $onDark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.ink)};
  text-decoration: none;
`;

const StyledWordmark = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: 0.12em;
`;

/** Two linked rings (the "links" of the tagline) and the LINX word-mark. */
export const Logo = ({ onDark = false }: { onDark?: boolean }) => (
  <StyledLogoLink to={paths.home} aria-label={layoutCopy.homeLink} $onDark={onDark}>
    <svg width="34" height="24" viewBox="0 0 34 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="#FF6A13" strokeWidth="4" />
      <circle cx="22" cy="12" r="8.5" fill="none" stroke={onDark ? '#FFFFFF' : '#1F6FEB'} strokeWidth="4" />
    </svg>
    <StyledWordmark>LINX</StyledWordmark>
  </StyledLogoLink>
);

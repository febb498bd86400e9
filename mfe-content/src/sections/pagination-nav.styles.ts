import { filterPillStyles } from '@linx/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

/** A page link looks like a filter pill; the current page like a pressed one. */
export const StyledPageLink = styled(Link)`
  ${filterPillStyles}
  display: inline-flex;
  align-items: center;
  text-decoration: none;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

export const StyledPageStatus = styled.p`
  flex-basis: 100%;
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

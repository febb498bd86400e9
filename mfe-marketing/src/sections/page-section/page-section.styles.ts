import { Section } from '@linx/shared';
import styled from 'styled-components';

export const StyledPageSection = styled(Section)`
  /* Keeps in-page jumps clear of the fixed navbar. */
  scroll-margin-top: ${({ theme }) => theme.sizes.navbarHeight};
  &:focus {
    outline: none;
  }
`;

export const StyledFooterActions = styled.div`
  margin-top: ${({ theme }) => theme.space(12)};
`;

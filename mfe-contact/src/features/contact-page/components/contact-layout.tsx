import { Container, mediaQuery } from '@linx/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledBand = styled.div`
  padding-bottom: ${({ theme }) => theme.space(16)};
  background: ${({ theme }) => theme.colors.surfaceSoft};
  ${mediaQuery('up', 'md')} {
    padding-bottom: ${({ theme }) => theme.space(24)};
  }
`;

/** The form card and the side cards, pulled up over the bottom of the navy hero. */
const StyledGrid = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  margin-top: -${({ theme }) => theme.space(18)};
  ${mediaQuery('up', 'md')} {
    margin-top: -${({ theme }) => theme.space(22)};
  }
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(8)};
  }
`;

export const ContactLayout = ({ children }: { children: ReactNode }) => (
  <StyledBand>
    <Container>
      <StyledGrid>{children}</StyledGrid>
    </Container>
  </StyledBand>
);

import { ConsultancyButton, Container, Section, SectionHeading } from '@linx/shared';
import styled from 'styled-components';
import { casesCopy } from '../../../content/cases';

const StyledCta = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  > header {
    margin-bottom: ${({ theme }) => theme.space(8)};
  }
`;

/** Closing call to action: from a success story to the contact form. */
export const CaseCta = () => (
  <Section $tone="dark" aria-labelledby="case-cta-title">
    <Container>
      <StyledCta>
        <SectionHeading id="case-cta-title" title={casesCopy.detail.ctaTitle} lead={casesCopy.detail.ctaText} onDark />
        <ConsultancyButton />
      </StyledCta>
    </Container>
  </Section>
);

import { Container, Section } from '@linx/shared';
import { casesCopy } from '../../../content/cases';
import { imageSizes } from '../../../sections/image-sizes';
import {
  StyledBodyText,
  StyledRoundedImage,
  StyledSectionTitle,
  StyledStack,
  StyledTwoColumns,
} from './detail-sections.styles';
import type { CaseSectionProps } from './section-props';

/** "La Empresa": shown only when the case has both a company description and image. */
export const hasCompanySection = ({ caseStudy }: Pick<CaseSectionProps, 'caseStudy'>): boolean =>
  Boolean(caseStudy.companyDescription && caseStudy.companyImage);

export const CompanySection = ({ caseStudy, tone }: CaseSectionProps) => (
  <Section $tone={tone} aria-labelledby="case-company-title">
    <Container>
      <StyledTwoColumns>
        <StyledStack>
          <StyledSectionTitle id="case-company-title">{casesCopy.detail.company}</StyledSectionTitle>
          <StyledBodyText>{caseStudy.companyDescription}</StyledBodyText>
        </StyledStack>
        <StyledRoundedImage
          image={caseStudy.companyImage}
          sizes={imageSizes.caseColumn}
          alt={casesCopy.detail.companyImageAlt(caseStudy.company)}
          width={1200}
          height={800}
        />
      </StyledTwoColumns>
    </Container>
  </Section>
);

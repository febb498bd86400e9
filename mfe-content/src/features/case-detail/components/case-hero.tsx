import { Container, paths, Section, type CaseStudy } from '@linx/shared';
import { Building2 } from 'lucide-react';
import { casesCopy } from '../../../content/cases';
import { BackLink } from '../../common/back-link';
import { CategoryChips } from '../../common/category-chips';
import {
  StyledCaseHeroCompany,
  StyledCaseHeroGrid,
  StyledCaseHeroImage,
  StyledCaseHeroLead,
  StyledCaseHeroText,
  StyledCaseHeroTitle,
} from './case-hero.styles';

/** Navy band: back link, categories, title (the page's h1), company, description and image. */
export const CaseHero = ({ caseStudy }: { caseStudy: CaseStudy }) => (
  <Section $tone="dark" aria-labelledby="case-title">
    <Container>
      <StyledCaseHeroGrid>
        <StyledCaseHeroText>
          <BackLink to={paths.cases} label={casesCopy.detail.back} onDark />
          <CategoryChips names={caseStudy.categories.map((category) => category.name)} />
          <StyledCaseHeroTitle id="case-title">{caseStudy.title}</StyledCaseHeroTitle>
          <StyledCaseHeroCompany>
            <Building2 aria-hidden="true" size={20} />
            {caseStudy.company}
          </StyledCaseHeroCompany>
          <StyledCaseHeroLead>{caseStudy.description}</StyledCaseHeroLead>
        </StyledCaseHeroText>
        <StyledCaseHeroImage
          src={caseStudy.imageUrl}
          alt={casesCopy.imageAlt(caseStudy.title)}
          width={1200}
          height={800}
          lazy={false}
        />
      </StyledCaseHeroGrid>
    </Container>
  </Section>
);

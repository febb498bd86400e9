import { CategoryChips, PageHero, paths } from '@linx/shared';
import { Building2 } from 'lucide-react';
import { casesCopy } from '../../../content/cases';
import { BackLink } from '../../../sections/back-link';
import { imageSizes } from '../../../sections/image-sizes';
import type { CaseStudy } from '../../../api/types';
import { StyledCaseHeroImage } from './case-hero.styles';

/** The shared navy hero: back link, categories, company, title (the page's h1), description and image. */
export const CaseHero = ({ caseStudy }: { caseStudy: CaseStudy }) => (
  <PageHero
    before={
      <>
        <BackLink to={paths.cases} label={casesCopy.detail.back} onDark />
        <CategoryChips names={caseStudy.categories.map((category) => category.name)} />
      </>
    }
    eyebrow={
      <>
        <Building2 aria-hidden="true" size={16} />
        {caseStudy.company}
      </>
    }
    title={caseStudy.title}
    lead={caseStudy.description}
    media={
      <StyledCaseHeroImage
        image={caseStudy.image}
        sizes={imageSizes.caseHero}
        alt={casesCopy.imageAlt(caseStudy.title)}
        width={1200}
        height={800}
        priority="high"
      />
    }
  />
);

import { ButtonLink, caseDetailPath, CategoryChips, useScrollToTop } from '@linx/shared';
import { ArrowRight } from 'lucide-react';
import { casesCopy } from '../../../content/cases';
import { imageSizes } from '../../../sections/image-sizes';
import type { CaseSummary } from '../../../api/types';
import { HighlightBox } from './highlight-box';
import {
  StyledCaseBody,
  StyledCaseImage,
  StyledCaseRow,
  StyledCaseText,
  StyledCaseTitle,
  StyledCompany,
} from './case-row.styles';

export interface CaseRowProps {
  caseStudy: CaseSummary;
  /** Odd rows put the image on the right. */
  reverse: boolean;
  lazy: boolean;
}

/** One success case (its summary); "Ver caso completo" opens its page, which reads the whole case. */
export const CaseRow = ({ caseStudy, reverse, lazy }: CaseRowProps) => {
  const scrollToTop = useScrollToTop();
  return (
    <StyledCaseRow $reverse={reverse} aria-labelledby={`case-${caseStudy.id}-title`}>
      <StyledCaseImage
        image={caseStudy.image}
        sizes={imageSizes.caseRow}
        alt={casesCopy.imageAlt(caseStudy.title)}
        width={1200}
        height={800}
        priority={lazy ? 'lazy' : 'eager'}
      />
      <StyledCaseBody>
        <CategoryChips names={caseStudy.categories.map((category) => category.name)} />
        {caseStudy.highlight ? <HighlightBox highlight={caseStudy.highlight} /> : null}
        <StyledCaseTitle id={`case-${caseStudy.id}-title`}>{caseStudy.title}</StyledCaseTitle>
        <StyledCompany>{caseStudy.company}</StyledCompany>
        <StyledCaseText>{caseStudy.description}</StyledCaseText>
        <ButtonLink
          to={caseDetailPath(caseStudy.slug)}
          onClick={scrollToTop}
          variant="info"
          aria-label={casesCopy.viewCaseLabel(caseStudy.title)}
        >
          {casesCopy.viewCase}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonLink>
      </StyledCaseBody>
    </StyledCaseRow>
  );
};

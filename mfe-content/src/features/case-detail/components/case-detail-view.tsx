import { absoluteUrl, caseDetailPath, Seo } from '@linx/shared';
import type { ComponentType } from 'react';
import { caseStudyNode } from '../../../api/structured-data';
import type { CaseStudy } from '../../../api/types';
import { CaseCta } from './case-cta';
import { CaseHero } from './case-hero';
import { CaseVideoSection, hasVideoSection } from './case-video-section';
import { ChallengeSolutionSection, hasChallengeSection } from './challenge-solution-section';
import { CompanySection, hasCompanySection } from './company-section';
import { hasOutstandingSection, OutstandingSection } from './outstanding-section';
import { hasResultsSection, ResultsSection } from './results-section';
import type { CaseSectionProps } from './section-props';

interface OptionalSection {
  id: string;
  shows: (props: Pick<CaseSectionProps, 'caseStudy'>) => boolean;
  Component: ComponentType<CaseSectionProps>;
}

/** The optional blocks in page order; each appears only when the case has its content. */
const OPTIONAL_SECTIONS: readonly OptionalSection[] = [
  { id: 'company', shows: hasCompanySection, Component: CompanySection },
  { id: 'outstanding', shows: hasOutstandingSection, Component: OutstandingSection },
  { id: 'challenge', shows: hasChallengeSection, Component: ChallengeSolutionSection },
  { id: 'video', shows: hasVideoSection, Component: CaseVideoSection },
  { id: 'results', shows: hasResultsSection, Component: ResultsSection },
];

export const CaseDetailView = ({ caseStudy }: { caseStudy: CaseStudy }) => {
  const present = OPTIONAL_SECTIONS.filter((section) => section.shows({ caseStudy }));
  return (
    <>
      <Seo
        title={caseStudy.title}
        description={caseStudy.description}
        image={caseStudy.image}
        path={caseDetailPath(caseStudy.slug)}
        type="article"
        article={{ sections: caseStudy.categories.map((category) => category.name) }}
        structuredData={{
          kind: 'WebPage',
          nodes: [caseStudyNode(caseStudy, absoluteUrl(caseDetailPath(caseStudy.slug)))],
        }}
      />
      <CaseHero caseStudy={caseStudy} />
      {present.map(({ id, Component }, index) => (
        // Bands alternate white / soft whatever blocks this case has.
        <Component key={id} caseStudy={caseStudy} tone={index % 2 === 0 ? 'light' : 'soft'} />
      ))}
      <CaseCta />
    </>
  );
};

import type { CaseStudy, SectionTone } from '@linx/shared';

/** Every optional block of the detail page receives the case and its band colour. */
export interface CaseSectionProps {
  caseStudy: CaseStudy;
  tone: SectionTone;
}

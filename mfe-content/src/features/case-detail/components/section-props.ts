import type { SectionTone } from '@linx/shared';
import type { CaseStudy } from '../../../api/types';

/** Every optional block of the detail page receives the case and its band colour. */
export interface CaseSectionProps {
  caseStudy: CaseStudy;
  tone: SectionTone;
}

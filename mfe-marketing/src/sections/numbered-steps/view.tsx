import { Band, onDark, withIcon } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import type { NumberedStepsSection } from './descriptor';
import { NumberedSteps } from './numbered-steps';

export const view: SectionView<NumberedStepsSection> = (section) => (
  <Band section={section}>
    <NumberedSteps steps={section.steps.map(withIcon)} onDark={onDark(section)} />
  </Band>
);

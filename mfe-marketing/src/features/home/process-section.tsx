import { homeProcess } from '../../content/home';
import { NumberedSteps } from '../../sections/numbered-steps';
import { PageSection } from '../../sections/page-section';

/** Diseño, Implementación, Entrenamiento, Acompañamiento. */
export const ProcessSection = () => (
  <PageSection eyebrow={homeProcess.eyebrow} title={homeProcess.title} lead={homeProcess.lead} tone="soft">
    <NumberedSteps steps={homeProcess.steps} />
  </PageSection>
);

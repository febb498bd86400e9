import type { SectionView } from '../section-registry/section-view';
import { CtaBand } from './cta-band';
import type { CtaBandSection } from './descriptor';

export const view: SectionView<CtaBandSection> = (section) => (
  <CtaBand id={section.anchor} title={section.title} lead={section.lead} actions={section.actions} />
);

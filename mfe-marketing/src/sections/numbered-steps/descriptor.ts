import { icon, list, nonEmpty, required, titled } from '../../api/page-fields';
import type { SectionIconName, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

export interface PageStep {
  title: string;
  description: string;
  icon?: SectionIconName;
}

/** An ordered list of numbered steps. */
export interface NumberedStepsSection extends TitledSection {
  type: 'numbered-steps';
  steps: PageStep[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.numbered-steps',
  map: (raw, key): NumberedStepsSection => ({
    ...titled(raw, key),
    type: 'numbered-steps',
    steps: nonEmpty(
      list(raw.steps).map((step) => ({
        title: required(step, 'title'),
        description: required(step, 'description'),
        icon: icon(step.icon),
      })),
      'steps',
    ),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.numbered-steps'> = () => ({
  __component: 'sections.numbered-steps',
  id: 4,
  title: 'Cómo trabajamos',
  tone: 'light',
  steps: [
    { title: 'Diagnóstico', description: 'Visitamos tus tiendas.', icon: 'Search' },
    { title: 'Instalación', description: 'Dejamos todo andando.', icon: null },
  ],
});

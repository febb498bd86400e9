import { actions, nonEmpty, required, text } from '../../api/page-fields';
import type { PageAction } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** The orange closing band with its buttons. */
export interface CtaBandSection {
  type: 'cta-band';
  key: string;
  title: string;
  lead?: string;
  anchor?: string;
  actions: PageAction[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.cta-band',
  map: (raw, key): CtaBandSection => ({
    type: 'cta-band',
    key,
    title: required(raw, 'title'),
    lead: text(raw.lead),
    anchor: text(raw.anchor),
    actions: nonEmpty(actions(raw.actions), 'actions'),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.cta-band'> = () => ({
  __component: 'sections.cta-band',
  id: 8,
  title: '¿Conversamos?',
  lead: 'Te respondemos hoy.',
  anchor: 'contacto-campana',
  actions: [{ kind: 'link', label: 'Escríbenos', target: '/contacto#contact-form', variant: 'primary' }],
});

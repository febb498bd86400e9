import { icon, list, nonEmpty, oneOf, required, text, titled, toAction } from '../../api/page-fields';
import type { PageConceptColumn, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Columns of concept cards with their colour and closing link (the home's two ways to grow). */
export interface ConceptColumnsSection extends TitledSection {
  type: 'concept-columns';
  columns: PageConceptColumn[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.concept-columns',
  map: (raw, key): ConceptColumnsSection => ({
    ...titled(raw, key),
    type: 'concept-columns',
    columns: nonEmpty(
      list(raw.columns).map((column) => ({
        eyebrow: text(column.eyebrow),
        title: required(column, 'title'),
        lead: text(column.lead),
        tone: oneOf(column.tone, ['accent', 'info'] as const, 'accent'),
        cards: nonEmpty(
          list(column.cards).map((card) => ({
            icon: icon(card.icon),
            title: required(card, 'title'),
            description: required(card, 'description'),
          })),
          'cards',
        ),
        link: toAction(column.link),
      })),
      'columns',
    ),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.concept-columns'> = () => ({
  __component: 'sections.concept-columns',
  id: 16,
  title: 'Dos formas de crecer',
  tone: 'soft',
  columns: [
    {
      id: 1,
      eyebrow: 'Clientes',
      title: 'Conecta con tu audiencia',
      lead: null,
      tone: 'accent',
      cards: [{ id: 1, icon: 'Hand', title: 'Interacción', description: 'Góndolas que responden.' }],
      link: { kind: 'link', label: 'Conocer más', target: '/experiencia-cliente', variant: 'primary' },
    },
  ],
});

import { lines, list, nonEmpty, required, text, titled, toAction } from '../../api/page-fields';
import type { PageAction, PagePlan, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Plans of a service side by side, the featured one raised, with a common button. */
export interface PlanCardsSection extends TitledSection {
  type: 'plan-cards';
  items: PagePlan[];
  cardAction?: PageAction;
}

export const descriptor = sectionDescriptor({
  component: 'sections.plan-cards',
  map: (raw, key): PlanCardsSection => ({
    ...titled(raw, key),
    type: 'plan-cards',
    items: nonEmpty(
      list(raw.items).map((plan) => ({
        name: required(plan, 'name'),
        tagline: text(plan.tagline),
        description: required(plan, 'description'),
        features: nonEmpty(lines(plan.features), 'features'),
        featured: plan.featured === true,
        badge: text(plan.badge),
      })),
      'items',
    ),
    cardAction: toAction(raw.cardAction),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.plan-cards'> = () => ({
  __component: 'sections.plan-cards',
  id: 11,
  title: 'Planes',
  tone: 'soft',
  cardAction: { kind: 'consultancy', label: 'Solicitar información', target: null, variant: 'primary' },
  items: [
    {
      id: 1,
      name: 'LITE',
      tagline: 'Para comenzar',
      description: 'Lo esencial.',
      features: 'Web\nSoporte',
      featured: false,
      badge: null,
    },
    {
      id: 2,
      name: 'PLUS',
      tagline: null,
      description: 'Todo lo de LITE y más.',
      features: 'Todo LITE\nAPI',
      featured: true,
      badge: 'Más completo',
    },
  ],
});

import { BrokenSection, titled } from '../../api/page-fields';
import type { TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Demonstrations the site draws in code (their sample data is illustrative), named by the CMS. */
export type PageDemo = 'audience-dashboard';
const DEMOS: readonly PageDemo[] = ['audience-dashboard'];

/** A titled band around a demonstration the site draws in code. */
export interface DemoSection extends TitledSection {
  type: 'demo';
  demo: PageDemo;
}

export const descriptor = sectionDescriptor({
  component: 'sections.demo',
  map: (raw, key): DemoSection => {
    const demo = DEMOS.find((name) => name === raw.demo);
    if (!demo) throw new BrokenSection(`demostración desconocida: «${String(raw.demo)}»`);
    return { ...titled(raw, key), type: 'demo', demo };
  },
});

export const fixture: SectionFixture<'sections.demo'> = () => ({
  __component: 'sections.demo',
  id: 14,
  title: 'Tu audiencia, en un panel',
  tone: 'light',
  demo: 'audience-dashboard',
});

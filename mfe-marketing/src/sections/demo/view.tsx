import type { ReactNode } from 'react';
import { Band } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { DemoSection, PageDemo } from './descriptor';

const AudienceDashboardDemo = onDemand(() => import('../audience-dashboard').then((m) => m.AudienceDashboardDemo));

/** The demonstrations the site draws in code, by the name the CMS gives them. */
const DEMOS: Record<PageDemo, () => ReactNode> = {
  'audience-dashboard': () => <AudienceDashboardDemo />,
};

export const view: SectionView<DemoSection> = (section) => <Band section={section}>{DEMOS[section.demo]()}</Band>;

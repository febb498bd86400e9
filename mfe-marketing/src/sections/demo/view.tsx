import type { OnDemandCode } from '@linx/shared';
import type { ReactNode } from 'react';
import { Band } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { DemoSection, PageDemo } from './descriptor';

const AudienceDashboardDemo = onDemand(() => import('../audience-dashboard').then((m) => m.AudienceDashboardDemo));

/** The demonstrations the site draws in code, by the name the CMS gives them, with the part that draws each. */
const DEMOS: Record<PageDemo, { draw: () => ReactNode; part: OnDemandCode }> = {
  'audience-dashboard': { draw: () => <AudienceDashboardDemo />, part: AudienceDashboardDemo },
};

export const view: SectionView<DemoSection> = viewWithParts(
  (section) => <Band section={section}>{DEMOS[section.demo].draw()}</Band>,
  (section) => [DEMOS[section.demo].part],
);

import type { OnDemandPart } from '@linx/shared';
import { Band } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { DemoSection, PageDemo } from './descriptor';

const AudienceDashboardDemo = onDemand(() => import('../audience-dashboard').then((m) => m.AudienceDashboardDemo));

/** The demonstrations the site draws in code, by the name the CMS gives them. */
const DEMOS: Record<PageDemo, OnDemandPart<object>> = {
  'audience-dashboard': AudienceDashboardDemo,
};

export const view: SectionView<DemoSection> = viewWithParts(
  (section) => {
    const Demo = DEMOS[section.demo];
    return (
      <Band section={section}>
        <Demo />
      </Band>
    );
  },
  (section) => [DEMOS[section.demo]],
);

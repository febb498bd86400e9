import { Band, withData } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { TeamGridSection } from './descriptor';

const TeamGrid = onDemand(() => import('../team-grid').then((m) => m.TeamGrid));

export const view: SectionView<TeamGridSection> = viewWithParts(
  (section) =>
    withData(section, section.members, () => (
      <Band section={section}>
        <TeamGrid members={section.members} />
      </Band>
    )),
  (section) => [section.members.length > 0 && TeamGrid],
);

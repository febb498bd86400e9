import { type TeamMember, toTeamMember } from '@linx/shared';
import { list, titled } from '../../api/page-fields';
import type { TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** The people of the CMS's team collection shown on the about page. */
export interface TeamGridSection extends TitledSection {
  type: 'team-grid';
  members: TeamMember[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.team-grid',
  read: 'team-members',
  map: (raw, key): TeamGridSection => ({
    ...titled(raw, key),
    type: 'team-grid',
    members: list(raw.entries)
      .map(toTeamMember)
      .filter((member) => member.showOnAbout),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.team-grid'> = ({ entries }) => ({
  __component: 'sections.team-grid',
  id: 22,
  title: 'Nuestro Equipo',
  tone: 'light',
  entries: entries['team-members'],
});

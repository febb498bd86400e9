import { list, titled } from '../../api/page-fields';
import { toClientLogo } from '../../api/mappers';
import type { TitledSection } from '../../api/page-types';
import type { ClientLogo } from '../../api/types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** The client logos of the CMS's client collection (those with a logo), under the section's heading. */
export interface ClientLogosSection extends TitledSection {
  type: 'client-logos';
  clients: ClientLogo[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.client-logos',
  read: 'client-logos',
  map: (raw, key): ClientLogosSection => ({
    ...titled(raw, key),
    type: 'client-logos',
    clients: list(raw.entries)
      .map(toClientLogo)
      .filter((client) => client.logo),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.client-logos'> = ({ entries }) => ({
  __component: 'sections.client-logos',
  id: 19,
  title: 'Empresas que confían',
  tone: 'soft',
  entries: entries['client-logos'],
});

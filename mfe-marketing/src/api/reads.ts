import { cmsCallRead, teamMembersRead } from '@linx/shared';
import { fetchClientLogos, fetchPartners, fetchPodcastEpisodes } from './endpoints';

/** The CMS reads the marketing pages declare, each keyed by its call in cms-reads.json. */
export const cmsRead = {
  /** The team roster is the platform's (docs/platform.md): the signature builder shows it too. */
  teamMembers: teamMembersRead,
  partners: () => cmsCallRead('partners', fetchPartners),
  clientLogos: () => cmsCallRead('client-logos', fetchClientLogos),
  podcastEpisodes: () => cmsCallRead('podcast-episodes', fetchPodcastEpisodes),
  /**
   * The page built from sections at `/<path>` (the route `/*path`); its mapping loads with the first one (an
   * unnamed chunk: a name would cost the first visit of every page bytes in the chunk maps).
   */
  page: (path: string) =>
    cmsCallRead('page', async () => (await import('./page-endpoint')).fetchSectionsPage(path), path),
};

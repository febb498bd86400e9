import { list, titled } from '../../api/page-fields';
import { toPodcastEpisode } from '../../api/mappers';
import type { TitledSection } from '../../api/page-types';
import type { PodcastEpisode } from '../../api/types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** The episodes of the CMS's podcast collection, newest first. */
export interface EpisodeListSection extends TitledSection {
  type: 'episode-list';
  episodes: PodcastEpisode[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.episode-list',
  read: 'podcast-episodes',
  map: (raw, key): EpisodeListSection => ({
    ...titled(raw, key),
    type: 'episode-list',
    episodes: list(raw.entries)
      .map(toPodcastEpisode)
      .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id),
  }),
  still: true,
});

export const fixture: SectionFixture<'sections.episode-list'> = ({ entries }) => ({
  __component: 'sections.episode-list',
  id: 24,
  title: 'Episodios',
  tone: 'light',
  entries: entries['podcast-episodes'],
});

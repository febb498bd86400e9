import { defined, imageUrl, nodeIds, SITE_LANGUAGE } from '@linx/shared/structured-data';
import type { PodcastEpisode, PodcastSeries } from 'schema-dts';
import type { PodcastEpisode as EpisodeView } from './types';

/** The podcast and the episodes the page lists. */
export const podcastNodes = (
  series: { name: string; description: string },
  episodes: readonly EpisodeView[],
  url: string,
): [PodcastSeries, ...PodcastEpisode[]] => [
  {
    '@type': 'PodcastSeries',
    '@id': nodeIds.main(url),
    name: series.name,
    description: series.description,
    url,
    publisher: { '@id': nodeIds.organization },
    inLanguage: SITE_LANGUAGE,
  },
  ...episodes.map((episode) =>
    defined<PodcastEpisode>({
      '@type': 'PodcastEpisode',
      name: episode.title,
      description: episode.description,
      datePublished: episode.date,
      timeRequired: episode.durationMinutes ? `PT${episode.durationMinutes}M` : undefined,
      image: imageUrl(episode.image),
      url: episode.youtubeUrl,
      partOfSeries: { '@id': nodeIds.main(url) },
    }),
  ),
];

import { absoluteUrl, Seo, usePodcastEpisodes } from '@linx/shared';
import { podcastNodes } from '@linx/shared/structured-data';
import { podcastSeo } from '../../content/podcast';

/** The podcast page's metadata: a CollectionPage with the series and the episodes it lists. */
export const PodcastSeo = () => {
  const episodes = usePodcastEpisodes().data ?? [];
  const series = { name: podcastSeo.title, description: podcastSeo.description };
  const nodes = podcastNodes(series, episodes, absoluteUrl(podcastSeo.path));
  return <Seo {...podcastSeo} structuredData={{ kind: 'CollectionPage', nodes }} />;
};

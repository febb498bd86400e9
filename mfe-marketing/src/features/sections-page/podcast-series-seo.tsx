import { absoluteUrl, Seo, type SeoProps } from '@linx/shared';
import { podcastNodes } from '../../api/structured-data';
import type { PodcastEpisode } from '../../api/types';

/** The podcast page's metadata: a CollectionPage with the series (the page's title and description) and its episodes. */
export const PodcastSeriesSeo = ({ episodes, ...props }: SeoProps & { path: string; episodes: PodcastEpisode[] }) => {
  const series = { name: props.title, description: props.description };
  const nodes = podcastNodes(series, episodes, absoluteUrl(props.path));
  return <Seo {...props} structuredData={{ kind: 'CollectionPage', nodes }} />;
};

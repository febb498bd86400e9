import { absoluteUrl, Seo, type SeoProps } from '@linx/shared';
import { usePodcastEpisodes } from '../../api/hooks';
import { podcastNodes } from '../../api/structured-data';

/** The podcast page's metadata: a CollectionPage with the series (the page's title and description) and its episodes. */
export const PodcastSeriesSeo = (props: SeoProps & { path: string }) => {
  const episodes = usePodcastEpisodes().data ?? [];
  const series = { name: props.title, description: props.description };
  const nodes = podcastNodes(series, episodes, absoluteUrl(props.path));
  return <Seo {...props} structuredData={{ kind: 'CollectionPage', nodes }} />;
};

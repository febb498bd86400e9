import { Seo } from '@linx/shared';
import { podcastHero, podcastSeo } from '../content/podcast';
import { EpisodeList } from '../features/podcast/episode-list';
import { PageHero } from '../sections/page-hero';

const PodcastPage = () => (
  <>
    <Seo {...podcastSeo} />
    <PageHero eyebrow={podcastHero.eyebrow} title={podcastHero.title} lead={podcastHero.lead} />
    <EpisodeList />
  </>
);

export default PodcastPage;

import { cmsRead, type PageLoader } from '@linx/shared';
import { podcastCta, podcastHero } from '../content/podcast';
import { EpisodeList } from '../features/podcast/episode-list';
import { PodcastSeo } from '../features/podcast/podcast-seo';
import { CtaBand } from '../sections/cta-band';
import { PageHero } from '../sections/page-hero';

const PodcastPage = () => (
  <>
    <PodcastSeo />
    <PageHero
      eyebrow={podcastHero.eyebrow}
      title={podcastHero.title}
      lead={podcastHero.lead}
      actions={podcastHero.actions}
    />
    <EpisodeList />
    <CtaBand {...podcastCta} />
  </>
);

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.podcastEpisodes()];

export default PodcastPage;

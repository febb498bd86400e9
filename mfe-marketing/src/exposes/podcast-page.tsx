import { absoluteUrl, cmsRead, type PageLoader, Seo, usePodcastEpisodes } from '@linx/shared';
import { podcastNodes } from '@linx/shared/structured-data';
import { podcastCta, podcastHero, podcastSeo } from '../content/podcast';
import { EpisodeList } from '../features/podcast/episode-list';
import { CtaBand } from '../sections/cta-band';
import { PageHero } from '../sections/page-hero';

const PodcastPage = () => {
  const episodes = usePodcastEpisodes().data ?? [];
  const nodes = podcastNodes(
    { name: podcastSeo.title, description: podcastSeo.description },
    episodes,
    absoluteUrl(podcastSeo.path),
  );
  return (
    <>
      <Seo {...podcastSeo} structuredData={{ kind: 'CollectionPage', nodes }} />
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
};

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.podcastEpisodes()];

export default PodcastPage;

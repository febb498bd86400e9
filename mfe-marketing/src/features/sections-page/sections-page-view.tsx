import { Seo } from '@linx/shared';
import { PageSections } from '../../sections/section-registry';
import { ServiceSeo, type ServiceVideoFacts } from '../../sections/service-seo';
import type { CmsPage, CmsPageSection, PageVideo } from '../../api/page-types';
import { PodcastSeriesSeo } from './podcast-series-seo';

/** The videos the page plays, in page order (a service page's `VideoObject`s). */
const videosOf = (sections: readonly CmsPageSection[]): ServiceVideoFacts[] =>
  sections
    .flatMap((section) => {
      if (section.type === 'page-hero') return section.chat ? [] : [section.video];
      return section.type === 'media-cards' ? section.items.map((card) => card.video) : [];
    })
    .flatMap((video) => (video ? [video] : []))
    .map((video: PageVideo) => ({ ...video, name: video.title, poster: video.poster.src }));

/**
 * The page's own title, description, canonical link and social card; a page about one of the company's
 * services also describes it as a `Service`, with the videos it plays, the about page as an `AboutPage`, and
 * the podcast page its series and episodes (docs/site.md, "Structured data").
 */
const PageSeo = ({ page }: { page: CmsPage }) => {
  const meta = { title: page.title, description: page.description, keywords: page.keywords };
  if (page.schemaType === 'Service') {
    return (
      <ServiceSeo
        meta={meta}
        path={page.path}
        videos={videosOf(page.sections)}
        image={page.socialImage}
        noindex={page.noindex}
      />
    );
  }
  const seo = { ...meta, path: page.path, noindex: page.noindex, image: page.socialImage };
  if (page.schemaType === 'PodcastSeries') {
    const episodes = page.sections.flatMap((section) => (section.type === 'episode-list' ? section.episodes : []));
    return <PodcastSeriesSeo {...seo} episodes={episodes} />;
  }
  if (page.schemaType === 'AboutPage') return <Seo {...seo} structuredData={{ kind: 'AboutPage' }} />;
  return <Seo {...seo} />;
};

/** A page built in the CMS: its metadata, then its sections. */
export const SectionsPageView = ({ page }: { page: CmsPage }) => (
  <>
    <PageSeo page={page} />
    <PageSections path={page.path} sections={page.sections} skipped={page.skipped} icons={page.icons} />
  </>
);

import { cmsRead, PageHero, type PageLoader, paths, Seo } from '@linx/shared';
import { blogCopy } from '../content/blog';
import { BlogListingSection } from '../features/blog/components/blog-listing-section';
import blogArt from '../assets/illustrations/blog-hero.svg';
import { HeroArt } from '../sections/hero-art';

const BlogPage = () => (
  <>
    <Seo
      structuredData={{ kind: 'CollectionPage' }}
      title={blogCopy.seo.title}
      description={blogCopy.seo.description}
      keywords={blogCopy.seo.keywords}
      path={paths.blog}
    />
    <PageHero
      size="compact"
      eyebrow={blogCopy.hero.eyebrow}
      title={blogCopy.hero.title}
      lead={blogCopy.hero.lead}
      media={<HeroArt src={blogArt} />}
      hideMediaOnMobile
    />
    <BlogListingSection />
  </>
);

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.articles(), cmsRead.categories()];

export default BlogPage;

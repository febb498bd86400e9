import { paths, Seo } from '@linx/shared';
import { blogCopy } from '../content/blog';
import { BlogListingSection } from '../features/blog/components/blog-listing-section';
import blogArt from '../features/common/illustrations/blog-hero.svg';
import { PageHero } from '../features/common/page-hero';

const BlogPage = () => (
  <>
    <Seo
      title={blogCopy.seo.title}
      description={blogCopy.seo.description}
      keywords={blogCopy.seo.keywords}
      path={paths.blog}
    />
    <PageHero eyebrow={blogCopy.hero.eyebrow} title={blogCopy.hero.title} lead={blogCopy.hero.lead} art={blogArt} />
    <BlogListingSection />
  </>
);

export default BlogPage;

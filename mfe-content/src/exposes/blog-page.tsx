import { cmsRead, type PageLoader, paths } from '@linx/shared';
import blogArt from '../assets/illustrations/blog-hero.svg';
import { blogCopy } from '../content/blog';
import { BlogListingSection } from '../features/blog/components/blog-listing-section';
import { ListingHead } from '../sections/listing-head';

const BlogPage = () => (
  <>
    <ListingHead copy={blogCopy} path={paths.blog} art={blogArt} />
    <BlogListingSection />
  </>
);

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.articles(), cmsRead.categories()];

export default BlogPage;

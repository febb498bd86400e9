import { type PageLoader, paths } from '@linx/shared';
import blogArt from '../assets/illustrations/blog-hero.svg';
import { blogCopy } from '../content/blog';
import { BlogListingSection } from '../features/blog/components/blog-listing-section';
import { ListingHead } from '../sections/listing-head';
import { cmsRead } from '../api/reads';

/** /blog — the first page of the list, with the "Destacado" article (docs/decisions.md 12). */
const BlogPage = () => (
  <>
    <ListingHead copy={blogCopy} path={paths.blog} art={blogArt} />
    <BlogListingSection page={1} />
  </>
);

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.articles(), cmsRead.featuredArticle(), cmsRead.categories()];

export default BlogPage;

import { blogPagePath, type PageLoader } from '@linx/shared';
import { useParams } from 'react-router-dom';
import blogArt from '../assets/illustrations/blog-hero.svg';
import { blogCopy } from '../content/blog';
import { pageNumber } from '../features/blog/blog-page-urls';
import { BlogListingSection } from '../features/blog/components/blog-listing-section';
import { ListingHead } from '../sections/listing-head';
import { cmsRead } from '../api/reads';

/** /blog/pagina/:page — a further page of the list, with its own title and canonical (docs/decisions.md 12). */
const BlogListingPage = () => {
  const page = pageNumber(useParams<{ page: string }>().page);
  return (
    <>
      <ListingHead
        copy={{ ...blogCopy, seo: { ...blogCopy.seo, ...blogCopy.pageSeo(page) } }}
        path={blogPagePath(page)}
        art={blogArt}
      />
      <BlogListingSection page={page} />
    </>
  );
};

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = ({ page }) => [cmsRead.articlePage(page), cmsRead.categories()];

export default BlogListingPage;

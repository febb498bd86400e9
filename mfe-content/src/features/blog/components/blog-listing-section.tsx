import { AsyncState, Container, messages, Section } from '@linx/shared';
import { useSearchParams } from 'react-router-dom';
import { combineResources } from '../../../sections/combine-resources';
import { FeedLink } from '../../../sections/feed-link';
import { CATEGORY_PARAM, PAGE_PARAM, pageNumber } from '../blog-page-urls';
import { useArticlePage, useCategories, useFeaturedArticle } from '../../../api/hooks';
import { BlogListing } from './blog-listing';

export interface BlogListingSectionProps {
  /** The page of the list the URL names (`/blog` is 1, `/blog/pagina/N` is N). */
  page: number;
}

/**
 * One page of articles (12, read from the CMS), the categories and, on a first page, the
 * "Destacado" article; spinner, then the listing or the empty message (§8); announces the blog's
 * feed. A category (`?categoria=`) is filtered by the CMS across every article (docs/decisions.md 12).
 */
export const BlogListingSection = ({ page }: BlogListingSectionProps) => {
  const [query] = useSearchParams();
  const category = query.get(CATEGORY_PARAM) ?? undefined;
  const listPage = category === undefined ? page : pageNumber(query.get(PAGE_PARAM));
  // docs/site.md §4: the featured article always shows on the first page, with a category too.
  const showsFeatured = listPage === 1;
  const list = useArticlePage(listPage, category);
  const featured = useFeaturedArticle(showsFeatured);
  const resource = combineResources(
    combineResources(list, showsFeatured ? featured : { status: 'success', data: undefined, error: undefined }),
    useCategories(),
  );
  return (
    <Section $tone="soft">
      <FeedLink feed="blog" />
      <Container>
        <AsyncState
          resource={resource}
          emptyMessage={messages.empty.articles}
          isEmpty={([[articlePage, featuredArticle]]) => articlePage.total === 0 && !featuredArticle}
        >
          {([[articlePage, featuredArticle], categories]) => (
            <BlogListing
              articlePage={articlePage}
              featured={featuredArticle}
              categories={categories}
              category={category}
            />
          )}
        </AsyncState>
      </Container>
    </Section>
  );
};

import { CategoryFilter, EmptyMessage, Grid, messages } from '@linx/shared';
import { useNavigate } from 'react-router-dom';
import { blogCopy } from '../../../content/blog';
import { categoryLabel, isAllCategory } from '../../../sections/category-name';
import { PaginationNav } from '../../../sections/pagination-nav';
import { blogPageHref } from '../blog-page-urls';
import type { ArticlePage, ArticleSummary, Category } from '../../../api/types';
import { ArticleCard } from './article-card';
import { FeaturedArticle } from './featured-article';
import { StyledListHeading, StyledListing } from './blog-listing.styles';

export interface BlogListingProps {
  articlePage: ArticlePage;
  /** The "Destacado" article, on a first page. */
  featured: ArticleSummary | undefined;
  categories: readonly Category[];
  /** The category the list is filtered by, if any. */
  category: string | undefined;
}

/** Filter row, "Destacado" article, the grid of this page's others and the links to the other pages. */
export const BlogListing = ({ articlePage, featured, categories, category }: BlogListingProps) => {
  const navigate = useNavigate();
  // docs/site.md §4: the first category (the CMS's "todos") is selected when none is.
  const selected = category ?? categories[0]?.name;
  const grid = articlePage.articles.filter((article) => article.id !== featured?.id);
  const select = (name: string) => navigate(blogPageHref(1, isAllCategory(name) ? undefined : name));
  return (
    <StyledListing>
      {categories.length > 0 ? (
        <CategoryFilter
          label={blogCopy.filterLabel}
          options={categories.map((option) => ({ key: option.name, label: categoryLabel(option.name) }))}
          selected={selected}
          onSelect={select}
        />
      ) : null}
      {featured ? <FeaturedArticle article={featured} /> : null}
      <section aria-labelledby="blog-more-title">
        <StyledListHeading id="blog-more-title">{blogCopy.moreArticles}</StyledListHeading>
        {grid.length === 0 ? (
          <EmptyMessage role="status">{messages.empty.articles}</EmptyMessage>
        ) : (
          <Grid $columns={2}>
            {grid.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </Grid>
        )}
        <PaginationNav
          page={articlePage.page}
          pageCount={articlePage.pageCount}
          hrefOf={(page) => blogPageHref(page, category)}
          copy={blogCopy.pagination}
        />
      </section>
    </StyledListing>
  );
};

import { CategoryFilter, EmptyMessage, Grid, messages, type ArticleSummary, type Category } from '@linx/shared';
import { useState } from 'react';
import { blogCopy } from '../../../content/blog';
import { categoryLabel } from '../../../sections/category-name';
import { gridArticles, pickFeatured } from '../filter-articles';
import { ArticleCard } from './article-card';
import { FeaturedArticle } from './featured-article';
import { StyledListHeading, StyledListing } from './blog-listing.styles';

export interface BlogListingProps {
  articles: readonly ArticleSummary[];
  categories: readonly Category[];
}

/** Filter row, "Destacado" article (always shown) and the grid of the others. */
export const BlogListing = ({ articles, categories }: BlogListingProps) => {
  // docs/site.md §4: the first category (the CMS's "todos") is selected by default.
  const [selected, setSelected] = useState<string | undefined>(categories[0]?.name);
  const featured = pickFeatured(articles);
  const grid = gridArticles(articles, featured, selected);
  return (
    <StyledListing>
      {categories.length > 0 ? (
        <CategoryFilter
          label={blogCopy.filterLabel}
          options={categories.map((category) => ({ key: category.name, label: categoryLabel(category.name) }))}
          selected={selected}
          onSelect={setSelected}
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
      </section>
    </StyledListing>
  );
};

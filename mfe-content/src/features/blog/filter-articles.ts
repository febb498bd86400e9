import type { ArticleSummary } from '@linx/shared';
import { matchesCategory } from '../../sections/category-name';

/** The "Destacado" article: the first one flagged featured (docs/site.md §4). */
export const pickFeatured = (articles: readonly ArticleSummary[]): ArticleSummary | undefined =>
  articles.find((article) => article.featured);

/** The grid: every article but the featured one, filtered by category name ("todos" = all). */
export const gridArticles = (
  articles: readonly ArticleSummary[],
  featured: ArticleSummary | undefined,
  category: string | undefined,
): ArticleSummary[] =>
  articles.filter((article) => article !== featured && matchesCategory(article.categories, category));

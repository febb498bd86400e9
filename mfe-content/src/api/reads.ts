import { cmsCallRead } from '@linx/shared';
import {
  fetchArticleBySlug,
  fetchArticlePage,
  fetchCaseBySlug,
  fetchCases,
  fetchCategories,
  fetchFeaturedArticle,
  fetchMaterials,
} from './endpoints';

/** The CMS reads the content pages declare, each keyed by its call in cms-reads.json. */
export const cmsRead = {
  /** The blog's first page; `articlePage` any other, `articlesInCategory` a category's pages (browser only). */
  articles: () => cmsCallRead('articles', () => fetchArticlePage(1)),
  articlePage: (page: string) => cmsCallRead('articles-page', () => fetchArticlePage(Number(page)), page),
  articlesInCategory: (category: string, page: string) =>
    cmsCallRead('articles-in-category', () => fetchArticlePage(Number(page), category), `${category}:${page}`),
  featuredArticle: () => cmsCallRead('featured-article', fetchFeaturedArticle),
  article: (slug: string) => cmsCallRead('article', () => fetchArticleBySlug(slug), slug),
  categories: () => cmsCallRead('categories', fetchCategories),
  cases: () => cmsCallRead('cases', fetchCases),
  case: (slug: string) => cmsCallRead('case', () => fetchCaseBySlug(slug), slug),
  materials: () => cmsCallRead('materials', fetchMaterials),
};

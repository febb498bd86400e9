import type cmsReads from '../cms/cms-reads.json';
import {
  fetchArticleBySlug,
  fetchArticlePage,
  fetchCaseBySlug,
  fetchCases,
  fetchCategories,
  fetchClientLogos,
  fetchFeaturedArticle,
  fetchMaterials,
  fetchPartners,
  fetchPodcastEpisodes,
  fetchProductCategories,
  fetchProducts,
  fetchTeamMembers,
} from '../cms/endpoints';
import type { DataRead } from './data-read';

type CallName = keyof typeof cmsReads.calls;

/** A read keyed by its call's name in cms-reads.json (and `:parameter` for one entry). */
const read = <T>(call: CallName, load: () => Promise<T>, parameter?: string): DataRead<T> => ({
  key: parameter === undefined ? call : `${call}:${parameter}`,
  load,
});

/**
 * The CMS reads a page can declare, one per call of cms-reads.json. The route list names the same
 * calls (`cmsReads`) so the server can start them before any script runs.
 */
export const cmsRead = {
  /** The blog's first page; `articlePage` any other, `articlesInCategory` a category's pages (browser only). */
  articles: () => read('articles', () => fetchArticlePage(1)),
  articlePage: (page: string) => read('articles-page', () => fetchArticlePage(Number(page)), page),
  articlesInCategory: (category: string, page: string) =>
    read('articles-in-category', () => fetchArticlePage(Number(page), category), `${category}:${page}`),
  featuredArticle: () => read('featured-article', fetchFeaturedArticle),
  article: (slug: string) => read('article', () => fetchArticleBySlug(slug), slug),
  categories: () => read('categories', fetchCategories),
  cases: () => read('cases', fetchCases),
  case: (slug: string) => read('case', () => fetchCaseBySlug(slug), slug),
  materials: () => read('materials', fetchMaterials),
  productCategories: () => read('product-categories', fetchProductCategories),
  products: () => read('products', fetchProducts),
  teamMembers: () => read('team-members', fetchTeamMembers),
  partners: () => read('partners', fetchPartners),
  clientLogos: () => read('client-logos', fetchClientLogos),
  podcastEpisodes: () => read('podcast-episodes', fetchPodcastEpisodes),
  /**
   * The page built from sections at `/<path>` (the route `/*path`); its mapping loads with the first one (an
   * unnamed chunk: a name would cost the first visit of every page bytes in the chunk maps).
   */
  page: (path: string) =>
    read('page', async () => (await import('../cms/page-endpoint')).fetchSectionsPage(path), path),
};

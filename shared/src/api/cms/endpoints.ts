import { getList, getPage } from './cms-client';
import cmsReads from './cms-reads.json';
import {
  toArticle,
  toArticleSummary,
  toCaseStudy,
  toCaseSummary,
  toCategory,
  toClientLogo,
  toMaterial,
  toPartner,
  toPodcastEpisode,
  toProduct,
  toProductCategory,
  toTeamMember,
} from './mappers';
import type {
  StrapiArticle,
  StrapiCase,
  StrapiCategory,
  StrapiClientLogo,
  StrapiMaterial,
  StrapiPartner,
  StrapiPodcastEpisode,
  StrapiProduct,
  StrapiProductCategory,
  StrapiTeamMember,
} from './strapi-types';
import type {
  Article,
  ArticlePage,
  ArticleSummary,
  CaseStudy,
  CaseSummary,
  Category,
  ClientLogo,
  Material,
  Partner,
  PodcastEpisode,
  Product,
  ProductCategory,
  TeamMember,
} from './types';

/**
 * One fetcher per CMS call. The paths live in cms-reads.json because the server reads them too:
 * the shell's HTML starts each page's first calls before any script runs.
 */
const { calls } = cmsReads;

const toArticlePage = ({ list, ...place }: Awaited<ReturnType<typeof getPage<StrapiArticle>>>): ArticlePage => ({
  articles: list.map(toArticleSummary),
  ...place,
});

/**
 * One page of the blog's list: summaries, no bodies, 12 a page in the CMS's order (docs/decisions.md
 * 12); page 1 is the call the blog's HTML starts early, the others name their page, and a category
 * filters in the CMS across every article.
 */
export const fetchArticlePage = async (page = 1, category?: string): Promise<ArticlePage> => {
  if (category !== undefined) {
    const path = calls['articles-in-category'].path
      .replace(':category', encodeURIComponent(category))
      .replace(':page', String(page));
    return toArticlePage(await getPage<StrapiArticle>(calls['articles-in-category'], path));
  }
  if (page === 1) return toArticlePage(await getPage<StrapiArticle>(calls.articles));
  const path = calls['articles-page'].path.replace(':page', String(page));
  return toArticlePage(await getPage<StrapiArticle>(calls['articles-page'], path));
};

/** The blog's "Destacado" article: the first one flagged featured, wherever it sits in the list. */
export const fetchFeaturedArticle = async (): Promise<ArticleSummary | undefined> => {
  const [first] = await getList<StrapiArticle>(calls['featured-article']);
  return first ? toArticleSummary(first) : undefined;
};

/** One article, whole, by its slug; undefined when no published article has it. */
export const fetchArticleBySlug = async (slug: string): Promise<Article | undefined> => {
  const path = calls.article.path.replace(':slug', encodeURIComponent(slug));
  const [first] = await getList<StrapiArticle>(calls.article, path);
  return first ? toArticle(first) : undefined;
};

export const fetchCategories = async (): Promise<Category[]> =>
  (await getList<StrapiCategory>(calls.categories)).map(toCategory);

/** Every case as the list shows it: summaries, no detail blocks. */
export const fetchCases = async (): Promise<CaseSummary[]> =>
  (await getList<StrapiCase>(calls.cases)).map(toCaseSummary);

export const fetchCaseBySlug = async (slug: string): Promise<CaseStudy | undefined> => {
  const [first] = await getList<StrapiCase>(calls.case, calls.case.path.replace(':slug', encodeURIComponent(slug)));
  return first ? toCaseStudy(first) : undefined;
};

export const fetchMaterials = async (): Promise<Material[]> =>
  (await getList<StrapiMaterial>(calls.materials)).map(toMaterial);

export const fetchProductCategories = async (): Promise<ProductCategory[]> =>
  (await getList<StrapiProductCategory>(calls['product-categories'])).map(toProductCategory);

export const fetchProducts = async (): Promise<Product[]> =>
  (await getList<StrapiProduct>(calls.products)).map(toProduct);

/** The team roster in the editors' order (`order`, then creation). */
export const fetchTeamMembers = async (): Promise<TeamMember[]> =>
  (await getList<StrapiTeamMember>(calls['team-members'])).map(toTeamMember);

export const fetchPartners = async (): Promise<Partner[]> =>
  (await getList<StrapiPartner>(calls.partners)).map(toPartner);

export const fetchClientLogos = async (): Promise<ClientLogo[]> =>
  (await getList<StrapiClientLogo>(calls['client-logos'])).map(toClientLogo);

/** Newest first. Sorted here: the page starter reads ":x" in a call as a route parameter. */
export const fetchPodcastEpisodes = async (): Promise<PodcastEpisode[]> =>
  (await getList<StrapiPodcastEpisode>(calls['podcast-episodes']))
    .map(toPodcastEpisode)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id);

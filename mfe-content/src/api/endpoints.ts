import { cmsCall, getList, getPage } from '@linx/shared';
import { toArticle, toArticleSummary, toCaseStudy, toCaseSummary, toCategory, toMaterial } from './mappers';
import type { StrapiArticle, StrapiCase, StrapiCategory, StrapiMaterial } from './strapi-types';
import type { Article, ArticlePage, ArticleSummary, CaseStudy, CaseSummary, Category, Material } from './types';

// One fetcher per CMS call of the blog, the cases and the materials. The paths live in the
// platform's cms-reads.json because the server reads them too (docs/platform.md).

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
    const call = cmsCall('articles-in-category');
    const path = call.path.replace(':category', encodeURIComponent(category)).replace(':page', String(page));
    return toArticlePage(await getPage<StrapiArticle>(call, path));
  }
  if (page === 1) return toArticlePage(await getPage<StrapiArticle>(cmsCall('articles')));
  const call = cmsCall('articles-page');
  return toArticlePage(await getPage<StrapiArticle>(call, call.path.replace(':page', String(page))));
};

/** The blog's "Destacado" article: the first one flagged featured, wherever it sits in the list. */
export const fetchFeaturedArticle = async (): Promise<ArticleSummary | undefined> => {
  const [first] = await getList<StrapiArticle>(cmsCall('featured-article'));
  return first ? toArticleSummary(first) : undefined;
};

/** One article, whole, by its slug; undefined when no published article has it. */
export const fetchArticleBySlug = async (slug: string): Promise<Article | undefined> => {
  const call = cmsCall('article');
  const [first] = await getList<StrapiArticle>(call, call.path.replace(':slug', encodeURIComponent(slug)));
  return first ? toArticle(first) : undefined;
};

export const fetchCategories = async (): Promise<Category[]> =>
  (await getList<StrapiCategory>(cmsCall('categories'))).map(toCategory);

/** Every case as the list shows it: summaries, no detail blocks. */
export const fetchCases = async (): Promise<CaseSummary[]> =>
  (await getList<StrapiCase>(cmsCall('cases'))).map(toCaseSummary);

export const fetchCaseBySlug = async (slug: string): Promise<CaseStudy | undefined> => {
  const call = cmsCall('case');
  const [first] = await getList<StrapiCase>(call, call.path.replace(':slug', encodeURIComponent(slug)));
  return first ? toCaseStudy(first) : undefined;
};

export const fetchMaterials = async (): Promise<Material[]> =>
  (await getList<StrapiMaterial>(cmsCall('materials'))).map(toMaterial);

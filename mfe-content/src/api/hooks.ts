import { useAsyncResource } from '@linx/shared';
import { cmsRead } from './reads';

// One hook per read a page declares (reads.ts): the component joins the loader's read.

/** One page of the blog (1: the first), or of one category's articles when `category` is given. */
export const useArticlePage = (page: number, category?: string) =>
  useAsyncResource(
    category !== undefined
      ? cmsRead.articlesInCategory(category, String(page))
      : page === 1
        ? cmsRead.articles()
        : cmsRead.articlePage(String(page)),
  );
/** The blog's "Destacado" article; `false` skips the request (pages after the first, a category). */
export const useFeaturedArticle = (read = true) => useAsyncResource(read ? cmsRead.featuredArticle() : null);
/** One article, whole; `null` skips the request (no slug in the URL). */
export const useArticleBySlug = (slug: string | null) => useAsyncResource(slug === null ? null : cmsRead.article(slug));
export const useCategories = () => useAsyncResource(cmsRead.categories());
export const useCases = () => useAsyncResource(cmsRead.cases());
/** Pass `null` to skip the request (e.g. the case came in navigation state). */
export const useCaseBySlug = (slug: string | null) => useAsyncResource(slug === null ? null : cmsRead.case(slug));
export const useMaterials = () => useAsyncResource(cmsRead.materials());

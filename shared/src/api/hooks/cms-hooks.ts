import { cmsRead } from '../page-data/cms-data-reads';
import { useAsyncResource } from './use-async-resource';

// One hook per CMS read a page declares (page-data/cms-data-reads.ts): the component joins the loader's read.

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
export const useProductCategories = () => useAsyncResource(cmsRead.productCategories());
export const useProducts = () => useAsyncResource(cmsRead.products());
/** One roster for the About page and the signature builder. */
export const useTeamMembers = () => useAsyncResource(cmsRead.teamMembers());
export const usePartners = () => useAsyncResource(cmsRead.partners());
export const useClientLogos = () => useAsyncResource(cmsRead.clientLogos());
export const usePodcastEpisodes = () => useAsyncResource(cmsRead.podcastEpisodes());

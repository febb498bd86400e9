import { cmsRead } from '../page-data/cms-data-reads';
import { useAsyncResource } from './use-async-resource';

// One hook per CMS read a page declares (page-data/cms-data-reads.ts): the component joins the loader's read.

export const useArticles = () => useAsyncResource(cmsRead.articles());
export const useCategories = () => useAsyncResource(cmsRead.categories());
export const useCases = () => useAsyncResource(cmsRead.cases());
/** Pass `null` to skip the request (e.g. the case came in navigation state). */
export const useCaseById = (id: string | null) => useAsyncResource(id === null ? null : cmsRead.case(id));
export const useMaterials = () => useAsyncResource(cmsRead.materials());
export const useProductCategories = () => useAsyncResource(cmsRead.productCategories());
export const useProducts = () => useAsyncResource(cmsRead.products());
/** One roster for the About page and the signature builder. */
export const useTeamMembers = () => useAsyncResource(cmsRead.teamMembers());
export const usePartners = () => useAsyncResource(cmsRead.partners());
export const useClientLogos = () => useAsyncResource(cmsRead.clientLogos());
export const usePodcastEpisodes = () => useAsyncResource(cmsRead.podcastEpisodes());

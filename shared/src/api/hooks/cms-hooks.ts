import { cmsRead } from '../page-data/cms-data-reads';
import type { DataRead } from '../page-data/data-read';
import { useAsyncResource } from './use-async-resource';

/** The answer of one declared read (null: no read, e.g. the case came in navigation state). */
export const useDataRead = <T>(read: DataRead<T> | null) => useAsyncResource(read);

export const useArticles = () => useDataRead(cmsRead.articles());
export const useCategories = () => useDataRead(cmsRead.categories());
export const useCases = () => useDataRead(cmsRead.cases());
/** Pass `null` to skip the request (e.g. the case came in navigation state). */
export const useCaseById = (id: string | null) => useDataRead(id === null ? null : cmsRead.case(id));
export const useMaterials = () => useDataRead(cmsRead.materials());
export const useProductCategories = () => useDataRead(cmsRead.productCategories());
export const useProducts = () => useDataRead(cmsRead.products());
/** One roster for the About page and the signature builder. */
export const useTeamMembers = () => useDataRead(cmsRead.teamMembers());
export const usePartners = () => useDataRead(cmsRead.partners());
export const useClientLogos = () => useDataRead(cmsRead.clientLogos());
export const usePodcastEpisodes = () => useDataRead(cmsRead.podcastEpisodes());

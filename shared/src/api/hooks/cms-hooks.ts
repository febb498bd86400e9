import {
  fetchArticles,
  fetchCaseById,
  fetchCases,
  fetchCategories,
  fetchClientLogos,
  fetchMaterials,
  fetchPartners,
  fetchPodcastEpisodes,
  fetchProductCategories,
  fetchProducts,
  fetchTeamMembers,
} from '../cms/endpoints';
import type cmsReads from '../cms/cms-reads.json';
import { useAsyncResource } from './use-async-resource';

/**
 * A resource is keyed by the name of its call in cms-reads.json: a rendered page records its CMS
 * answers under these keys, and the route list names a page's reads the same way.
 */
const call = <Name extends keyof typeof cmsReads.calls>(name: Name): Name => name;

export const useArticles = () => useAsyncResource(call('articles'), fetchArticles);
export const useCategories = () => useAsyncResource(call('categories'), fetchCategories);
export const useCases = () => useAsyncResource(call('cases'), fetchCases);
/** Pass `null` to skip the request (e.g. the case came in navigation state). */
export const useCaseById = (id: string | null) =>
  useAsyncResource(id === null ? null : `${call('case')}:${id}`, () => fetchCaseById(id ?? ''));
export const useMaterials = () => useAsyncResource(call('materials'), fetchMaterials);
export const useProductCategories = () => useAsyncResource(call('product-categories'), fetchProductCategories);
export const useProducts = () => useAsyncResource(call('products'), fetchProducts);
/** One roster for the About page and the signature builder. */
export const useTeamMembers = () => useAsyncResource(call('team-members'), fetchTeamMembers);
export const usePartners = () => useAsyncResource(call('partners'), fetchPartners);
export const useClientLogos = () => useAsyncResource(call('client-logos'), fetchClientLogos);
export const usePodcastEpisodes = () => useAsyncResource(call('podcast-episodes'), fetchPodcastEpisodes);

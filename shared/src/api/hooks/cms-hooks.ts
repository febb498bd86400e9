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
import { useAsyncResource } from './use-async-resource';

export const useArticles = () => useAsyncResource('articles', fetchArticles);
export const useCategories = () => useAsyncResource('categories', fetchCategories);
export const useCases = () => useAsyncResource('cases', fetchCases);
/** Pass `null` to skip the request (e.g. the case came in navigation state). */
export const useCaseById = (id: string | null) =>
  useAsyncResource(id === null ? null : `case:${id}`, () => fetchCaseById(id ?? ''));
export const useMaterials = () => useAsyncResource('materials', fetchMaterials);
export const useProductCategories = () => useAsyncResource('product-categories', fetchProductCategories);
export const useProducts = () => useAsyncResource('products', fetchProducts);
/** One roster for the About page and the signature builder. */
export const useTeamMembers = () => useAsyncResource('team-members', fetchTeamMembers);
export const usePartners = () => useAsyncResource('partners', fetchPartners);
export const useClientLogos = () => useAsyncResource('client-logos', fetchClientLogos);
export const usePodcastEpisodes = () => useAsyncResource('podcast-episodes', fetchPodcastEpisodes);

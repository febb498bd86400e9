import type cmsReads from '../cms/cms-reads.json';
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
  articles: () => read('articles', fetchArticles),
  categories: () => read('categories', fetchCategories),
  cases: () => read('cases', fetchCases),
  case: (id: string) => read('case', () => fetchCaseById(id), id),
  materials: () => read('materials', fetchMaterials),
  productCategories: () => read('product-categories', fetchProductCategories),
  products: () => read('products', fetchProducts),
  teamMembers: () => read('team-members', fetchTeamMembers),
  partners: () => read('partners', fetchPartners),
  clientLogos: () => read('client-logos', fetchClientLogos),
  podcastEpisodes: () => read('podcast-episodes', fetchPodcastEpisodes),
  /**
   * A campaign page built from sections (/campanas/:campaign); its mapping loads with the first one (an
   * unnamed chunk: a name would cost the first visit of every page bytes in the chunk maps).
   */
  campaignPage: (campaign: string) =>
    read('campaign-page', async () => (await import('../cms/page-endpoint')).fetchCampaignPage(campaign), campaign),
};

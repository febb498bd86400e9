import { getList } from './cms-client';
import cmsReads from './cms-reads.json';
import {
  toArticle,
  toCaseStudy,
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
  CaseStudy,
  Category,
  ClientLogo,
  Material,
  Partner,
  PodcastEpisode,
  Product,
  ProductCategory,
  TeamMember,
} from './types';

/** The calls of SPEC.md §7, one fetcher each; the paths live in cms-reads.json (the early hints read it too). */
const { calls } = cmsReads;

export const fetchArticles = async (): Promise<Article[]> =>
  (await getList<StrapiArticle>(calls.articles)).map(toArticle);

export const fetchCategories = async (): Promise<Category[]> =>
  (await getList<StrapiCategory>(calls.categories)).map(toCategory);

export const fetchCases = async (): Promise<CaseStudy[]> =>
  (await getList<StrapiCase>(calls.cases)).map(toCaseStudy);

export const fetchCaseById = async (id: number | string): Promise<CaseStudy | undefined> => {
  const [first] = await getList<StrapiCase>(calls.caseById.replace(':id', encodeURIComponent(String(id))));
  return first ? toCaseStudy(first) : undefined;
};

export const fetchMaterials = async (): Promise<Material[]> =>
  (await getList<StrapiMaterial>(calls.materials)).map(toMaterial);

export const fetchProductCategories = async (): Promise<ProductCategory[]> =>
  (await getList<StrapiProductCategory>(calls.productCategories)).map(toProductCategory);

export const fetchProducts = async (): Promise<Product[]> =>
  (await getList<StrapiProduct>(calls.products)).map(toProduct);

/** The team roster in the editors' order (`order`, then creation). */
export const fetchTeamMembers = async (): Promise<TeamMember[]> =>
  (await getList<StrapiTeamMember>(calls.teamMembers)).map(toTeamMember);

export const fetchPartners = async (): Promise<Partner[]> =>
  (await getList<StrapiPartner>(calls.partners)).map(toPartner);

export const fetchClientLogos = async (): Promise<ClientLogo[]> =>
  (await getList<StrapiClientLogo>(calls.clientLogos)).map(toClientLogo);

/** Newest first. Sorted here: the early-hints script reads ":x" in a call as a route parameter. */
export const fetchPodcastEpisodes = async (): Promise<PodcastEpisode[]> =>
  (await getList<StrapiPodcastEpisode>(calls.podcastEpisodes))
    .map(toPodcastEpisode)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id);

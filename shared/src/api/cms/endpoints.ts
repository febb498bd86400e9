import { getList } from './cms-client';
import cmsReads from './cms-reads.json';
import { toArticle, toCaseStudy, toCategory, toMaterial, toProduct, toProductCategory } from './mappers';
import type {
  StrapiArticle,
  StrapiCase,
  StrapiCategory,
  StrapiMaterial,
  StrapiProduct,
  StrapiProductCategory,
} from './strapi-types';
import type { Article, CaseStudy, Category, Material, Product, ProductCategory } from './types';

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

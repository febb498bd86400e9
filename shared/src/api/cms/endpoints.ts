import { getList } from './cms-client';
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

/** The calls of SPEC.md §7, one fetcher each. */
export const fetchArticles = async (): Promise<Article[]> =>
  (await getList<StrapiArticle>('/articles?populate=*')).map(toArticle);

export const fetchCategories = async (): Promise<Category[]> =>
  (await getList<StrapiCategory>('/categories')).map(toCategory);

export const fetchCases = async (): Promise<CaseStudy[]> =>
  (await getList<StrapiCase>('/cases?populate=*')).map(toCaseStudy);

export const fetchCaseById = async (id: number | string): Promise<CaseStudy | undefined> => {
  const [first] = await getList<StrapiCase>(`/cases?filters[id][$eq]=${encodeURIComponent(String(id))}&populate=*`);
  return first ? toCaseStudy(first) : undefined;
};

export const fetchMaterials = async (): Promise<Material[]> =>
  (await getList<StrapiMaterial>('/materiales?populate=*')).map(toMaterial);

export const fetchProductCategories = async (): Promise<ProductCategory[]> =>
  (await getList<StrapiProductCategory>('/product-categories')).map(toProductCategory);

export const fetchProducts = async (): Promise<Product[]> =>
  (await getList<StrapiProduct>('/products?populate=*')).map(toProduct);

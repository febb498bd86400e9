import { cmsCall, getList } from '@linx/shared';
import { toProduct, toProductCategory } from './mappers';
import type { StrapiProduct, StrapiProductCategory } from './strapi-types';
import type { Product, ProductCategory } from './types';

// One fetcher per CMS call of the catalogue (its paths: cms-reads.json in the platform, docs/platform.md).

export const fetchProductCategories = async (): Promise<ProductCategory[]> =>
  (await getList<StrapiProductCategory>(cmsCall('product-categories'))).map(toProductCategory);

export const fetchProducts = async (): Promise<Product[]> =>
  (await getList<StrapiProduct>(cmsCall('products'))).map(toProduct);

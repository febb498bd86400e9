import { cmsCallRead } from '@linx/shared';
import { fetchProductCategories, fetchProducts } from './endpoints';

/** The CMS reads the catalogue's pages declare, each keyed by its call in cms-reads.json. */
export const cmsRead = {
  products: () => cmsCallRead('products', fetchProducts),
  productCategories: () => cmsCallRead('product-categories', fetchProductCategories),
};

import { useAsyncResource } from '@linx/shared';
import { cmsRead } from './reads';

// One hook per read a page declares (reads.ts): the component joins the loader's read.

export const useProductCategories = () => useAsyncResource(cmsRead.productCategories());
export const useProducts = () => useAsyncResource(cmsRead.products());

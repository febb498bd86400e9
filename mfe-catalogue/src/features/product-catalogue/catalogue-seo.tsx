import { absoluteUrl, paths, Seo, useProductCategories, useProducts } from '@linx/shared';
import { productListNode } from '@linx/shared/structured-data';
import { catalogueSeo } from '../../content/catalogue';

/** The catalogue's metadata: a CollectionPage with an ItemList of every product (docs/site.md §8b). */
export const CatalogueSeo = () => {
  const categories = useProductCategories().data ?? [];
  const categoryName = (slug: string) => categories.find((category) => category.slug === slug)?.name;
  const products = productListNode(useProducts().data ?? [], absoluteUrl(paths.products), categoryName);
  return <Seo {...catalogueSeo} path={paths.products} structuredData={{ kind: 'CollectionPage', nodes: [products] }} />;
};

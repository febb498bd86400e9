import { absoluteUrl, paths, Seo } from '@linx/shared';
import { catalogueSeo } from '../../content/catalogue';
import { useProductCategories, useProducts } from '../../api/hooks';
import { productListNode } from '../../api/structured-data';

/** The catalogue's metadata: a CollectionPage with an ItemList of every product (docs/site.md §8b). */
export const CatalogueSeo = () => {
  const categories = useProductCategories().data ?? [];
  const categoryName = (slug: string) => categories.find((category) => category.slug === slug)?.name;
  const products = productListNode(useProducts().data ?? [], absoluteUrl(paths.products), categoryName);
  return <Seo {...catalogueSeo} path={paths.products} structuredData={{ kind: 'CollectionPage', nodes: [products] }} />;
};

import { absoluteUrl, defined, nodeIds } from '@linx/shared/structured-data';
import type { ItemList, Product as ProductNode } from 'schema-dts';
import type { Product } from './types';

/** The catalogue as a list of products, in the order the page shows them. */
export const productListNode = (
  products: readonly Product[],
  url: string,
  categoryName: (slug: string) => string | undefined,
): ItemList => ({
  '@type': 'ItemList',
  '@id': nodeIds.main(url),
  numberOfItems: products.length,
  itemListElement: products.map((product, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    item: defined<ProductNode>({
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: product.images.length ? product.images.map((image) => absoluteUrl(image.src)) : undefined,
      category: product.categorySlugs.map(categoryName).find(Boolean),
      brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
      url: `${url}?producto=${encodeURIComponent(product.slug)}`,
    }),
  })),
});

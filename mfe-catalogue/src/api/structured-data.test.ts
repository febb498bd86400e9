import type { Product } from './types';
import { productListNode } from './structured-data';

describe('structured data of the catalogue, from its view model', () => {
  it('the catalogue is an ItemList of Products with brand and category where the content has them', () => {
    const product = {
      id: 1,
      slug: 'p-1',
      name: 'Pantalla 55"',
      brand: 'Absen',
      description: 'LED',
      images: [{ src: 'https://media.linx.cl/p.webp', alt: '' }],
      features: [],
      displaySizes: [],
      categorySlugs: ['led'],
    } satisfies Product;
    const list = productListNode(
      [product, { ...product, slug: 'p-2', brand: '', images: [] }],
      'https://www.linx.cl/productos',
      (slug) => (slug === 'led' ? 'Pantallas LED' : undefined),
    ) as unknown as { itemListElement: { item: Record<string, unknown> }[] };
    expect(list.itemListElement[0].item).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Absen' },
      category: 'Pantallas LED',
    });
    expect(list.itemListElement[1].item).not.toHaveProperty('brand');
    expect(list.itemListElement[1].item).not.toHaveProperty('image');
  });
});

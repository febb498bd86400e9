import type { Product } from '../../api/types';
import { filterProducts, matchesSearch } from './filter-products';

const product = (patch: Partial<Product>): Product => ({
  id: 1,
  slug: 'p',
  name: 'Producto',
  brand: 'Marca',
  description: 'Descripción',
  images: [],
  features: [],
  displaySizes: [],
  categorySlugs: [],
  ...patch,
});

describe('matchesSearch', () => {
  it('ignores case and accents in both the term and the text', () => {
    const totem = product({ name: 'Tótem Indoor Táctil' });
    expect(matchesSearch(totem, 'TOTEM indoor')).toBe(true);
    expect(matchesSearch(totem, 'táctil')).toBe(true);
    expect(matchesSearch(product({ name: 'Tactil' }), 'TÁCTIL')).toBe(true);
  });

  it('searches name, brand, description and feature names, nothing else', () => {
    const item = product({
      name: 'ViewBoard',
      brand: 'ViewSonic',
      description: 'Pizarra para aulas',
      features: ['Vidrio antirreflejo'],
      displaySizes: ['86"'],
      resolution: '3840 x 2160',
    });
    expect(matchesSearch(item, 'viewsonic')).toBe(true);
    expect(matchesSearch(item, 'aulas')).toBe(true);
    expect(matchesSearch(item, 'antirreflejo')).toBe(true);
    expect(matchesSearch(item, '3840')).toBe(false);
    expect(matchesSearch(item, 'nada')).toBe(false);
  });

  it('needs every word of the term, in any searched text and order', () => {
    const totem = product({ name: 'Tótem Indoor 49" Táctil', description: 'Pantalla para autoatención' });
    expect(matchesSearch(totem, 'pantalla tactil')).toBe(true);
    expect(matchesSearch(totem, 'tactil  totem')).toBe(true);
    expect(matchesSearch(totem, 'pantalla led')).toBe(false);
  });

  it('treats a blank term as no filter', () => {
    expect(matchesSearch(product({}), '   ')).toBe(true);
  });
});

describe('filterProducts', () => {
  const list = [
    product({ slug: 'a', name: 'Pantalla táctil', categorySlugs: ['pantallas-interactivas'] }),
    product({ slug: 'b', name: 'Pantalla LED', categorySlugs: ['pantallas-led'] }),
    product({ slug: 'c', name: 'Videowall', categorySlugs: ['videowalls', 'pantallas-led'] }),
  ];
  const slugs = (items: Product[]) => items.map((item) => item.slug);

  it('combines the search term and the category', () => {
    expect(slugs(filterProducts(list, '', null))).toEqual(['a', 'b', 'c']);
    expect(slugs(filterProducts(list, 'pantalla', null))).toEqual(['a', 'b']);
    expect(slugs(filterProducts(list, '', 'pantallas-led'))).toEqual(['b', 'c']);
    expect(slugs(filterProducts(list, 'pantalla', 'pantallas-led'))).toEqual(['b']);
    expect(slugs(filterProducts(list, 'tactil', 'pantallas-led'))).toEqual([]);
  });
});

import { includesNormalized } from '@linx/shared';
import type { Product } from '../../api/types';

/** The texts a search term is matched against (docs/site.md §5, docs/decisions.md: name, brand, description, features). */
const searchableTexts = (product: Product): string[] => [
  product.name,
  product.brand,
  product.description,
  ...product.features,
];

/**
 * Every word of the term must appear (case- and accent-insensitively) in one of those texts, so
 * "pantalla tactil" finds a "Pantalla ... táctil" product even when the words are not side by side.
 */
export const matchesSearch = (product: Product, term: string): boolean => {
  const texts = searchableTexts(product);
  return term
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => texts.some((text) => includesNormalized(text, word)));
};

export const matchesCategory = (product: Product, categorySlug: string | null): boolean =>
  categorySlug === null || product.categorySlugs.includes(categorySlug);

/** Search and category combine: a product must pass both. */
export const filterProducts = (products: readonly Product[], term: string, categorySlug: string | null): Product[] =>
  products.filter((product) => matchesCategory(product, categorySlug) && matchesSearch(product, term));

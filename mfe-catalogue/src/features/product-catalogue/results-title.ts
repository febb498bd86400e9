import { resultsCopy } from '../../content/catalogue';
import type { ProductCategory } from '../../api/types';

/** 'Resultados para "{term}"', else the category name, else "Todos los productos" (docs/site.md). */
export const resultsTitle = (
  term: string,
  categorySlug: string | null,
  categories: readonly ProductCategory[],
): string => {
  const trimmed = term.trim();
  if (trimmed) return resultsCopy.searchResults(trimmed);
  if (categorySlug) return categories.find((category) => category.slug === categorySlug)?.name ?? categorySlug;
  return resultsCopy.all;
};

import { includesNormalized } from '@linx/shared';
import { commonCopy } from '../../content/common';
import { isAllCategory } from '../../sections/category-name';
import type { Category, Material } from '../../api/types';

/** docs/site.md §2 "Downloadable materials": the default choice "Todos" has id 0. */
export const ALL_MATERIALS_ID = 0;

export interface MaterialFilter {
  categoryId: number;
  query: string;
}

/** "Todos" first, then the CMS categories (its own "todos" entry would only repeat "Todos"). */
export const materialCategoryOptions = (categories: readonly Category[]): Category[] => [
  { id: ALL_MATERIALS_ID, name: commonCopy.allCategoriesLabel },
  ...categories.filter((category) => category.id !== ALL_MATERIALS_ID && !isAllCategory(category.name)),
];

/**
 * Materials having a category of the chosen name (none chosen: all) whose title or description
 * contains the search, ignoring case and accents.
 */
export const filterMaterials = (
  materials: readonly Material[],
  categories: readonly Category[],
  { categoryId, query }: MaterialFilter,
): Material[] => {
  const categoryName = categoryId === ALL_MATERIALS_ID ? undefined : categories.find((c) => c.id === categoryId)?.name;
  const search = query.trim();
  return materials.filter(
    (material) =>
      (categoryName === undefined || material.categories.some((category) => category.name === categoryName)) &&
      (search === '' || includesNormalized(material.title, search) || includesNormalized(material.description, search)),
  );
};

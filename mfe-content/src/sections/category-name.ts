import { normalizeText } from '@linx/shared';
import { commonCopy } from '../content/common';
import type { Category } from '../api/types';

/** "todos" (any case or accent) is the CMS's "no filter" pseudo-category. */
export const isAllCategory = (name: string | undefined): boolean =>
  name === undefined || normalizeText(name) === commonCopy.allCategoryName;

/** Button text: the CMS stores "todos" in lower case; visitors read "Todos". */
export const categoryLabel = (name: string): string => (isAllCategory(name) ? commonCopy.allCategoriesLabel : name);

/** True when `categories` holds one named like `selected` (or `selected` means "all"). */
export const matchesCategory = (categories: readonly string[], selected: string | undefined): boolean =>
  isAllCategory(selected) || categories.some((name) => normalizeText(name) === normalizeText(selected ?? ''));

export const categoryNames = (categories: readonly Category[]): string[] => categories.map((category) => category.name);

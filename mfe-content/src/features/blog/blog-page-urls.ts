import { blogPagePath, paths } from '@linx/shared';

/** The query parameters of a category's pages (rendered in the browser, like a catalogue search). */
export const CATEGORY_PARAM = 'categoria';
export const PAGE_PARAM = 'pagina';

/**
 * The URL of a page of the blog's list (docs/decisions.md 12): `/blog`, then `/blog/pagina/N`; a
 * category's pages are `/blog?categoria=…&pagina=N`.
 */
export const blogPageHref = (page: number, category?: string): string => {
  if (category !== undefined) {
    const query = new URLSearchParams({ [CATEGORY_PARAM]: category });
    if (page > 1) query.set(PAGE_PARAM, String(page));
    return `${paths.blog}?${query.toString()}`;
  }
  return blogPagePath(page);
};

/** A page number from the URL: a whole number from 1, else 1. */
export const pageNumber = (value: string | null | undefined): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : 1;
};

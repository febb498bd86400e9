import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** Query keys of /productos: a filtered view or an open product can be shared, reloaded and navigated with Back. */
export const QUERY_KEYS = { term: 'q', category: 'categoria', product: 'producto' } as const;

/** Marks history entries this page wrote, so the search box and the detail know where they came from. */
export interface CatalogueLocationState {
  /** Written by the search box: its own text is already up to date. */
  fromSearch?: boolean;
  /** The detail was opened from the list in this session: closing it can go back one entry. */
  detailFromList?: boolean;
}

export interface CatalogueParams {
  term: string;
  categorySlug: string | null;
  productSlug: string | null;
  /** `replace` keeps one history entry while the visitor types. */
  setTerm: (term: string, options?: { replace?: boolean }) => void;
  selectCategory: (slug: string | null) => void;
  toggleProduct: (slug: string) => void;
  closeProduct: () => void;
}

export const useCatalogueParams = (): CatalogueParams => {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as CatalogueLocationState;

  const term = searchParams.get(QUERY_KEYS.term) ?? '';
  const categorySlug = searchParams.get(QUERY_KEYS.category) || null;
  const productSlug = searchParams.get(QUERY_KEYS.product) || null;

  const update = useCallback(
    (
      patch: Partial<Record<keyof typeof QUERY_KEYS, string | null>>,
      replace: boolean,
      nextState: CatalogueLocationState = {},
    ) => {
      const next = new URLSearchParams(searchParams);
      (Object.keys(patch) as Array<keyof typeof QUERY_KEYS>).forEach((key) => {
        const value = patch[key];
        if (value) next.set(QUERY_KEYS[key], value);
        else next.delete(QUERY_KEYS[key]);
      });
      setSearchParams(next, { replace, state: nextState, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  // Typing a search also leaves any open detail.
  const setTerm = useCallback(
    (next: string, { replace = true }: { replace?: boolean } = {}) =>
      update({ term: next, product: null }, replace, { fromSearch: true }),
    [update],
  );

  // Choosing a category sets the filter and closes any open detail (docs/site.md §4).
  const selectCategory = useCallback(
    (slug: string | null) => update({ category: slug, product: null }, false),
    [update],
  );

  const closeProduct = useCallback(() => {
    if (state.detailFromList) navigate(-1);
    else update({ product: null }, true);
  }, [navigate, state.detailFromList, update]);

  // "Detalles" on the open product closes it again (docs/site.md §4).
  const toggleProduct = useCallback(
    (slug: string) => {
      if (slug === productSlug) closeProduct();
      else update({ product: slug }, false, { detailFromList: true });
    },
    [closeProduct, productSlug, update],
  );

  return { term, categorySlug, productSlug, setTerm, selectCategory, toggleProduct, closeProduct };
};

import { StyledPageLink, StyledPageStatus, StyledPagination } from './pagination-nav.styles';

/** The words of a pagination: the nav's name, its links' texts and names, and "Página N de M". */
export interface PaginationCopy {
  label: string;
  first: string;
  firstLabel: string;
  previous: string;
  previousLabel: string;
  next: string;
  nextLabel: string;
  last: string;
  lastLabel: string;
  status: (page: number, count: number) => string;
}

export interface PaginationNavProps {
  page: number;
  pageCount: number;
  /** The URL of a page (1-based). */
  hrefOf: (page: number) => string;
  copy: PaginationCopy;
}

/** Pages shown by number on each side of the current one. */
const WINDOW = 2;

const numbersAround = (page: number, pageCount: number): number[] => {
  const from = Math.max(1, page - WINDOW);
  const to = Math.min(pageCount, page + WINDOW);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
};

/**
 * Links to the first, previous, nearby, next and last pages of a list: real URLs a crawler follows
 * (docs/decisions.md 12). Nothing when the list fits in one page.
 */
export const PaginationNav = ({ page, pageCount, hrefOf, copy }: PaginationNavProps) => {
  if (pageCount <= 1) return null;
  return (
    <StyledPagination aria-label={copy.label}>
      {page > 1 ? (
        <>
          <StyledPageLink to={hrefOf(1)} aria-label={copy.firstLabel}>
            {copy.first}
          </StyledPageLink>
          <StyledPageLink to={hrefOf(page - 1)} aria-label={copy.previousLabel} rel="prev">
            {copy.previous}
          </StyledPageLink>
        </>
      ) : null}
      {numbersAround(page, pageCount).map((number) => (
        <StyledPageLink
          key={number}
          to={hrefOf(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={copy.status(number, pageCount)}
        >
          {number}
        </StyledPageLink>
      ))}
      {page < pageCount ? (
        <>
          <StyledPageLink to={hrefOf(page + 1)} aria-label={copy.nextLabel} rel="next">
            {copy.next}
          </StyledPageLink>
          <StyledPageLink to={hrefOf(pageCount)} aria-label={copy.lastLabel}>
            {copy.last}
          </StyledPageLink>
        </>
      ) : null}
      <StyledPageStatus>{copy.status(page, pageCount)}</StyledPageStatus>
    </StyledPagination>
  );
};

import { matchesCategory } from '../../sections/category-name';
import type { CaseHighlight, CaseSummary } from '../../api/types';

/** Cases having a category of the chosen name; "todos" shows every case (docs/site.md §4). */
export const filterCases = (cases: readonly CaseSummary[], category: string | undefined): CaseSummary[] =>
  cases.filter((caseStudy) =>
    matchesCategory(
      caseStudy.categories.map((item) => item.name),
      category,
    ),
  );

/** "+{number}": the CMS stores the figure ("45%") without the sign. */
export const highlightFigure = (highlight: CaseHighlight): string | undefined => {
  const figure = highlight.number?.trim().replace(/^\+/, '');
  return figure ? `+${figure}` : undefined;
};

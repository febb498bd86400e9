import { resultsCopy } from '../../content/catalogue';
import { RESULTS_HEADING_ID } from './focus-targets';
import { StyledCount, StyledResultsHeader, StyledResultsTitle } from './product-results.styles';

export interface ResultsHeadingProps {
  title: string;
  /** Undefined while the products load: only the title shows. */
  count?: number;
}

/** 'Resultados para "…"', the category name or "Todos los productos", then the count (announced politely). */
export const ResultsHeading = ({ title, count }: ResultsHeadingProps) => (
  <StyledResultsHeader>
    <StyledResultsTitle id={RESULTS_HEADING_ID} tabIndex={-1}>
      {title}
    </StyledResultsTitle>
    <StyledCount role="status" aria-live="polite">
      {count === undefined ? '' : resultsCopy.count(count)}
    </StyledCount>
  </StyledResultsHeader>
);

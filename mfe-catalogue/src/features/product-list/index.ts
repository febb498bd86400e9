// What other features of the catalogue may use of the result list.
export { detailsButtonId, RESULTS_HEADING_ID } from './focus-targets';
export { ProductGrid, type ProductGridProps } from './product-grid';
export { ResultsHeading, type ResultsHeadingProps } from './results-heading';
export { ShowMore, type ShowMoreProps } from './show-more';

/** DOM ids the catalogue moves focus back to when the detail closes. */
export const RESULTS_HEADING_ID = 'catalogue-results-heading';
export const detailsButtonId = (slug: string): string => `catalogue-details-${slug.replace(/[^\w-]/g, '-')}`;

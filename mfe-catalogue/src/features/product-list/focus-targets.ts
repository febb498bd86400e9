/** DOM ids the catalogue moves focus to when the detail opens or closes. */
export const DETAIL_HEADING_ID = 'catalogue-detail-heading';
export const RESULTS_HEADING_ID = 'catalogue-results-heading';
export const detailsButtonId = (slug: string): string => `catalogue-details-${slug.replace(/[^\w-]/g, '-')}`;

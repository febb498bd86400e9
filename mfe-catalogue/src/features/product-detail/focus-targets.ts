/** DOM id the catalogue moves focus to when the detail opens. */
export const DETAIL_HEADING_ID = 'catalogue-detail-heading';

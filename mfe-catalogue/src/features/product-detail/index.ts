// What other features of the catalogue may use of the product detail.
export { DETAIL_HEADING_ID } from './focus-targets';
// The detail itself loads on demand (product-detail-on-demand.tsx): only its props' type is eager.
export type { ProductDetailProps } from './product-detail';
export { prepareProductDetail, ProductDetail } from './product-detail-on-demand';

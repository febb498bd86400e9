// What other features of the catalogue may use of the product detail.
export { DETAIL_HEADING_ID } from './focus-targets';
export { ProductDetail, type ProductDetailProps } from './product-detail';

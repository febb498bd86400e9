// What the card, the detail and the browser share: product photos, their arrows and brand badge.
export { StyledBrand } from './brand-badge.styles';
export { ImageArrows, type ImageArrowsProps } from './image-arrows';
export { imageSizes } from './image-sizes';
export { ProductImage, type ProductImageProps } from './product-image';
export { useImageIndexes, type ImageIndexes } from './use-image-indexes';

export { CoverImage, type CoverImageProps } from './cover-image';
export type { CoverImageFit } from './cover-image.styles';

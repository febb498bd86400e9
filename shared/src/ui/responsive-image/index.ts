export { ResponsiveImage, preloadImage, type ResponsiveImageProps, type ImagePriority } from './responsive-image';

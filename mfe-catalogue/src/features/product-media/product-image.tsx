import type { ImagePriority, MediaImage } from '@linx/shared';
import type { ReactNode } from 'react';
import { StyledProductImage } from './product-media.styles';

export interface ProductImageProps {
  image?: MediaImage;
  /** The frame's width in this layout (`imageSizes` beside it). */
  sizes: string;
  alt: string;
  priority?: ImagePriority;
  rounded?: boolean;
  /** Overlay controls (arrows, counter) drawn over the image. */
  children?: ReactNode;
}

/** Fallback intrinsic size (4:3) for a photo without one (an SVG); the frame fixes the 4:3 ratio either way. */
const WIDTH = 800;
const HEIGHT = 600;

/** A product shot shown whole (`contain`) in the 4:3 frame, or "Imagen no disponible". */
export const ProductImage = ({ image, sizes, alt, priority = 'lazy', rounded, children }: ProductImageProps) => (
  <StyledProductImage
    image={image}
    sizes={sizes}
    alt={alt}
    width={WIDTH}
    height={HEIGHT}
    priority={priority}
    fit="contain"
    $rounded={rounded}
  >
    {children}
  </StyledProductImage>
);

import type { ReactNode } from 'react';
import { resolveMediaUrl } from './resolve-media-url';
import { StyledProductImage } from './product-media.styles';

export interface ProductImageProps {
  src?: string;
  alt: string;
  loading?: 'lazy' | 'eager';
  rounded?: boolean;
  /** Overlay controls (arrows, counter) drawn over the image. */
  children?: ReactNode;
}

/** Intrinsic size of the CMS product images (800 × 600); the frame fixes the 4:3 ratio either way. */
const WIDTH = 800;
const HEIGHT = 600;

/** A product shot shown whole (`contain`) in the 4:3 frame, or "Imagen no disponible". */
export const ProductImage = ({ src, alt, loading = 'lazy', rounded, children }: ProductImageProps) => (
  <StyledProductImage
    src={src ? resolveMediaUrl(src) : undefined}
    alt={alt}
    width={WIDTH}
    height={HEIGHT}
    lazy={loading === 'lazy'}
    fit="contain"
    $rounded={rounded}
  >
    {children}
  </StyledProductImage>
);

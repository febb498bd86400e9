import { messages } from '@linx/shared';
import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { resolveMediaUrl } from './resolve-media-url';
import { StyledFrame, StyledImage, StyledPlaceholder } from './product-media.styles';

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

export const ProductImage = ({ src, alt, loading = 'lazy', rounded, children }: ProductImageProps) => (
  <StyledFrame $rounded={rounded}>
    {src ? (
      <StyledImage
        src={resolveMediaUrl(src)}
        alt={alt}
        width={WIDTH}
        height={HEIGHT}
        loading={loading}
        decoding="async"
      />
    ) : (
      <StyledPlaceholder>
        <ImageOff aria-hidden="true" />
        <span>{messages.imageUnavailable}</span>
      </StyledPlaceholder>
    )}
    {children}
  </StyledFrame>
);

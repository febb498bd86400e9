import { messages } from '@linx/shared';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { StyledCoverFrame, StyledCoverPlaceholder } from './cover-image.styles';

export interface CoverImageProps {
  src: string | undefined;
  alt: string;
  /** Intrinsic size of the artwork: gives the browser the aspect ratio before it loads. */
  width?: number;
  height?: number;
  /** Below-the-fold images load lazily; the first visible one eagerly. */
  lazy?: boolean;
  className?: string;
}

/** An image in a fixed frame, or "Imagen no disponible" when there is none (or it fails to load). */
export const CoverImage = ({ src, alt, width = 1200, height = 630, lazy = true, className }: CoverImageProps) => {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <StyledCoverFrame className={className}>
      {showImage ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <StyledCoverPlaceholder>
          <ImageOff aria-hidden="true" size={28} />
          <span>{messages.imageUnavailable}</span>
        </StyledCoverPlaceholder>
      )}
    </StyledCoverFrame>
  );
};

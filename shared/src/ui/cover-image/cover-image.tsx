import { ImageOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { messages } from '../../content/messages';
import { StyledCoverFrame, StyledCoverPlaceholder, type CoverImageFit } from './cover-image.styles';

export interface CoverImageProps {
  src: string | undefined;
  alt: string;
  /** Intrinsic size of the artwork: gives the browser the aspect ratio before it loads. */
  width?: number;
  height?: number;
  /** Below-the-fold images load lazily; the first visible one eagerly. */
  lazy?: boolean;
  /** `cover` crops photos to the frame; `contain` shows product shots whole. */
  fit?: CoverImageFit;
  /** Overlay controls (arrows, counter) drawn over the image. */
  children?: ReactNode;
  className?: string;
}

/** An image in a fixed frame, or "Imagen no disponible" when there is none (or it fails to load). */
export const CoverImage = ({
  src,
  alt,
  width = 1200,
  height = 630,
  lazy = true,
  fit = 'cover',
  children,
  className,
}: CoverImageProps) => {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <StyledCoverFrame className={className} $fit={fit}>
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
      {children}
    </StyledCoverFrame>
  );
};

import { ImageOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { MediaImage } from '../../api/cms/media-types';
import { messages } from '../../content/messages';
import { ResponsiveImage, type ImagePriority } from '../responsive-image';
import { CoverArtwork } from './cover-artwork';
import { StyledCoverFrame, StyledCoverPlaceholder, type CoverImageFit } from './cover-image.styles';

export interface CoverImageProps {
  image: MediaImage | undefined;
  /** The frame's width in this layout, for the browser to pick a candidate of the `srcset`. */
  sizes: string;
  /** Spanish description used when the editor left the media's alternative text empty. */
  alt: string;
  /** Intrinsic size when the media has none (an SVG): the aspect ratio before it loads. */
  width?: number;
  height?: number;
  /** Below-the-fold images load lazily; `high` is the page's largest first-screen image. */
  priority?: ImagePriority;
  /** `cover` crops photos to the frame; `contain` shows product shots whole. */
  fit?: CoverImageFit;
  /** Overlay controls (arrows, counter) drawn over the image. */
  children?: ReactNode;
  className?: string;
}

/**
 * A CMS image in a fixed frame. An entry published without one shows the brand's artwork (its
 * alternative text still names it); an image that fails to load says "Imagen no disponible".
 */
export const CoverImage = ({
  image,
  sizes,
  alt,
  width = 1200,
  height = 630,
  priority = 'lazy',
  fit = 'cover',
  children,
  className,
}: CoverImageProps) => {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = image !== undefined && failedSrc !== image.src;
  return (
    <StyledCoverFrame className={className} $fit={fit}>
      {image === undefined ? (
        <CoverArtwork label={alt} />
      ) : showImage ? (
        <ResponsiveImage
          image={image}
          sizes={sizes}
          fallbackAlt={alt}
          fallbackWidth={width}
          fallbackHeight={height}
          priority={priority}
          onError={() => setFailedSrc(image.src)}
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

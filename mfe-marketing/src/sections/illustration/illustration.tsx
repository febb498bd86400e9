import { StyledIllustration } from './illustration.styles';

export interface IllustrationProps {
  src: string;
  /** Spanish description; empty string for decoration. */
  alt: string;
  /** Intrinsic size (no layout shift); a Media Library file without one is sized by its own box. */
  width?: number;
  height?: number;
  /** Above the fold: load eagerly. Everything else is lazy. */
  priority?: boolean;
  rounded?: boolean;
}

/** A project-made SVG/raster image with intrinsic size (no layout shift) and lazy loading below the fold. */
export const Illustration = ({ src, alt, width, height, priority = false, rounded = false }: IllustrationProps) => (
  <StyledIllustration
    src={src}
    alt={alt}
    width={width}
    height={height}
    loading={priority ? 'eager' : 'lazy'}
    decoding="async"
    $rounded={rounded}
  />
);

import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import type { MediaImage } from '../../api/cms/media-types';

/**
 * How an image loads: `lazy` below the fold (default), `eager` in the first screen, `high` for the
 * largest image of the first screen (the LCP): eager, `fetchpriority="high"` and a preload, which the
 * render pass writes into the HTML's <head> of pages rendered ahead of time.
 */
export type ImagePriority = 'lazy' | 'eager' | 'high';

type NativeImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading' | 'fetchPriority' | 'decoding'
>;

export interface ResponsiveImageProps extends NativeImgProps {
  image: MediaImage;
  /** The width the image takes in this layout ("(min-width: 864px) 800px, calc(100vw - 40px)"). */
  sizes: string;
  /** Used when the editor left the media's alternative text empty. */
  fallbackAlt?: string;
  /** Decoration (the thumbnail inside a labelled button): alt="" whatever the media says. */
  decorative?: boolean;
  /** Intrinsic size when the media has none (an SVG): the box keeps its ratio before it loads. */
  fallbackWidth?: number;
  fallbackHeight?: number;
  priority?: ImagePriority;
}

/** The `preload()` of the page's LCP image: the same candidates and sizes as its `<img>`. */
export const preloadImage = (image: MediaImage, sizes: string): void => {
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: sizes } : {}),
  });
};

/** A CMS image with `srcset`/`sizes`, explicit width/height (no layout shift) and the editor's alt. */
export const ResponsiveImage = ({
  image,
  sizes,
  fallbackAlt = '',
  decorative = false,
  fallbackWidth,
  fallbackHeight,
  priority = 'lazy',
  ...rest
}: ResponsiveImageProps) => {
  if (priority === 'high') preloadImage(image, sizes);
  const sized = image.width && image.height;
  return (
    <img
      {...rest}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={sized ? image.width : fallbackWidth}
      height={sized ? image.height : fallbackHeight}
      alt={decorative ? '' : image.alt || fallbackAlt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      decoding={priority === 'lazy' ? 'async' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
    />
  );
};

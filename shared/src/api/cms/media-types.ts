// Media Library files as every remote's view models carry them (the platform's media mappers make them).
/**
 * A Media Library image as pages use it: the original's absolute URL, a `srcset` of every generated
 * width plus the original ("…/small_x.jpg 640w, …/x.jpg 4000w", ascending; absent when no width is
 * known, e.g. an SVG), intrinsic size, and the editor's alternative text ('' when left empty).
 */
export interface MediaImage {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  alt: string;
}

/** A Media Library file to download or link to (PDF, video): absolute URL, file name, type, bytes. */
export interface MediaFile {
  url: string;
  name: string;
  mime?: string;
  /** Bytes. */
  size?: number;
}

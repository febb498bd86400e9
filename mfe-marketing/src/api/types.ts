import type { MediaImage } from '@linx/shared';

/**
 * The marketing remote's view models besides its pages built from sections (page-types.ts): what
 * its pages receive. Plain, typed, with absent values as `undefined`.
 */
export interface Partner {
  id: number;
  name: string;
  /** What the partner is to us ("Fabricante de pantallas"). */
  description?: string;
  logo?: MediaImage;
  /** The partner's site (http/https only); absent when nobody gave us the real address. */
  url?: string;
  /** Intrinsic logo width. */
  width: number;
}

export interface ClientLogo {
  id: number;
  name: string;
  logo?: MediaImage;
  /** Intrinsic logo width. */
  width: number;
}

export interface PodcastEpisode {
  id: number;
  title: string;
  description: string;
  durationMinutes?: number;
  /** YYYY-MM-DD. */
  date?: string;
  image?: MediaImage;
  /** The episode's video (http/https only); absent until an editor adds the real one. */
  youtubeUrl?: string;
}

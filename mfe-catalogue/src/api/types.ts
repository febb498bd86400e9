import type { MediaFile, MediaImage } from '@linx/shared';

/** The catalogue's view models: what its pages receive. Plain, typed, with absent values as `undefined`. */
export interface ProductCategory {
  slug: string;
  name: string;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  brand: string;
  description: string;
  resolution?: string;
  glow?: string;
  system?: string;
  operation?: string;
  /** The technical document ("Ver documento técnico"). */
  brochure?: MediaFile;
  images: MediaImage[];
  features: string[];
  displaySizes: string[];
  categorySlugs: string[];
}

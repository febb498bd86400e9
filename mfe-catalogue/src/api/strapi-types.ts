import type { Maybe, StrapiEntry, StrapiMedia, StrapiNamed } from '@linx/shared';

/** Raw Strapi 5 shapes of the catalogue's models (flattened attributes). Only mappers.ts reads them. */
export interface StrapiProductCategory extends StrapiEntry {
  slug: string;
  name: string;
}

export interface StrapiProduct extends StrapiEntry {
  slug: string;
  name: string;
  brand?: Maybe<string>;
  description?: Maybe<string>;
  resolution?: Maybe<string>;
  glow?: Maybe<string>;
  system?: Maybe<string>;
  operation?: Maybe<string>;
  brochure?: Maybe<StrapiMedia>;
  images?: Maybe<StrapiMedia[]>;
  features?: Maybe<StrapiNamed[]>;
  displaySizes?: Maybe<StrapiNamed[]>;
  categories?: Maybe<StrapiProductCategory[]>;
}

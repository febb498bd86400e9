import type { Maybe, StrapiEntry, StrapiMedia } from '@linx/shared';
import type { StrapiSection } from './strapi-sections.generated';

/**
 * The raw Strapi 5 shape of a page built from sections (flattened attributes); its sections' shapes are generated
 * from the CMS's schemas (strapi-sections.generated.ts). Only its mappers read them.
 */
export interface StrapiPage extends StrapiEntry {
  path: string;
  title?: Maybe<string>;
  description?: Maybe<string>;
  keywords?: Maybe<string>;
  socialImage?: Maybe<StrapiMedia>;
  noindex?: Maybe<boolean>;
  schemaType?: Maybe<string>;
  updatedAt?: Maybe<string>;
  sections?: Maybe<StrapiSection[]>;
}

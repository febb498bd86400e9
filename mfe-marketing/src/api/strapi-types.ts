import type { Maybe, StrapiEntry, StrapiMedia } from '@linx/shared';

/** Raw Strapi 5 shapes of the marketing remote's models (flattened attributes). Only its mappers read them. */
export interface StrapiPartner extends StrapiEntry {
  name: string;
  description?: Maybe<string>;
  logo?: Maybe<StrapiMedia>;
  url?: Maybe<string>;
  width?: Maybe<number>;
}

export interface StrapiClientLogo extends StrapiEntry {
  name: string;
  logo?: Maybe<StrapiMedia>;
  width?: Maybe<number>;
}

export interface StrapiPodcastEpisode extends StrapiEntry {
  title: string;
  description?: Maybe<string>;
  /** Minutes. */
  duration?: Maybe<number>;
  /** YYYY-MM-DD. */
  date?: Maybe<string>;
  image?: Maybe<StrapiMedia>;
  youtubeUrl?: Maybe<string>;
}

/** A section of a page's dynamic zone: its component's uid and its fields, every part and media populated (the CMS's page read). */
export interface StrapiPageSection {
  __component: string;
  id?: number;
  [field: string]: unknown;
}

export interface StrapiPage extends StrapiEntry {
  path: string;
  title?: Maybe<string>;
  description?: Maybe<string>;
  keywords?: Maybe<string>;
  socialImage?: Maybe<StrapiMedia>;
  noindex?: Maybe<boolean>;
  schemaType?: Maybe<string>;
  updatedAt?: Maybe<string>;
  sections?: Maybe<StrapiPageSection[]>;
}

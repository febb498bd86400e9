import type { Maybe, StrapiEntry, StrapiMedia, StrapiNamed } from '@linx/shared';

/** Raw Strapi 5 shapes of the content models (flattened attributes). Only mappers.ts reads them. */
export type StrapiCategory = StrapiNamed;

export interface StrapiArticle extends StrapiEntry {
  title: string;
  slug: string;
  description?: Maybe<string>;
  cover?: Maybe<StrapiMedia>;
  featured?: Maybe<boolean>;
  content?: Maybe<string>;
  categories?: Maybe<StrapiCategory[]>;
  author?: Maybe<{
    name?: Maybe<string>;
    avatar?: Maybe<StrapiMedia>;
    linkedin?: Maybe<string>;
    email?: Maybe<string>;
  }>;
  publishedAt?: Maybe<string>;
  firstPublishedAt?: Maybe<string>;
  updatedAt?: Maybe<string>;
}

export interface StrapiMaterial extends StrapiEntry {
  title: string;
  description?: Maybe<string>;
  file?: Maybe<StrapiMedia>;
  categories?: Maybe<StrapiCategory[]>;
}

export interface StrapiCase extends StrapiEntry {
  title: string;
  company?: Maybe<string>;
  slug?: Maybe<string>;
  description?: Maybe<string>;
  image?: Maybe<StrapiMedia>;
  categories?: Maybe<StrapiCategory[]>;
  highlight?: Maybe<{ number?: Maybe<number | string>; text?: Maybe<string> }>;
  contentCompanyDescription?: Maybe<string>;
  contentCompanyImage?: Maybe<StrapiMedia>;
  outstandingTitle?: Maybe<string>;
  outstandingContent?: Maybe<string>;
  outstandingMedia?: Maybe<StrapiMedia[]>;
  contentChallenges?: Maybe<StrapiNamed[]>;
  contentSolutions?: Maybe<StrapiNamed[]>;
  contentVideoUrl?: Maybe<string>;
  contentResults?: Maybe<Array<{ id?: number; title: string; description?: Maybe<string> }>>;
}

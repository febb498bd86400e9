/** Raw Strapi 5 shapes (flattened attributes). Only mapping code reads them. */
type Maybe<T> = T | null | undefined;

export interface StrapiEntry {
  id: number;
  documentId?: string;
}
export interface StrapiNamed extends StrapiEntry {
  name: string;
}
export interface StrapiUrl {
  id?: number;
  url: string;
}

export type StrapiCategory = StrapiNamed;

export interface StrapiArticle extends StrapiEntry {
  title: string;
  slug: string;
  description?: Maybe<string>;
  coverUrl?: Maybe<string>;
  featured?: Maybe<boolean>;
  content?: Maybe<string>;
  categories?: Maybe<StrapiCategory[]>;
  author?: Maybe<{ name?: Maybe<string>; avatarUrl?: Maybe<string>; linkedin?: Maybe<string>; email?: Maybe<string> }>;
  publishedAt?: Maybe<string>;
}

export interface StrapiMaterial extends StrapiEntry {
  title: string;
  description?: Maybe<string>;
  downloadUrl?: Maybe<string>;
  categories?: Maybe<StrapiCategory[]>;
}

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
  productBrochure?: Maybe<string>;
  imagesUrl?: Maybe<StrapiUrl[]>;
  features?: Maybe<StrapiNamed[]>;
  displaySizes?: Maybe<StrapiNamed[]>;
  categories?: Maybe<StrapiProductCategory[]>;
}

export interface StrapiCase extends StrapiEntry {
  title: string;
  company?: Maybe<string>;
  description?: Maybe<string>;
  imageUrl?: Maybe<string>;
  categories?: Maybe<StrapiCategory[]>;
  highlight?: Maybe<{ number?: Maybe<number | string>; text?: Maybe<string> }>;
  contentCompanyDescription?: Maybe<string>;
  contentCompanyImageUrl?: Maybe<string>;
  outstandingTitle?: Maybe<string>;
  outstandingContent?: Maybe<string>;
  outstandingMedia?: Maybe<StrapiUrl[]>;
  contentChallenges?: Maybe<StrapiNamed[]>;
  contentSolutions?: Maybe<StrapiNamed[]>;
  contentVideoUrl?: Maybe<string>;
  contentResults?: Maybe<Array<{ id?: number; title: string; description?: Maybe<string> }>>;
}

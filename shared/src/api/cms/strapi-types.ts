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

/** A Media Library file as the REST API populates it (local uploads answer a path: "/uploads/x.png"). */
export interface StrapiMedia extends StrapiEntry {
  url: string;
  alternativeText?: Maybe<string>;
  width?: Maybe<number>;
  height?: Maybe<number>;
}

export interface StrapiTeamMember extends StrapiEntry {
  name: string;
  role?: Maybe<string>;
  photo?: Maybe<StrapiMedia>;
  quote?: Maybe<string>;
  email?: Maybe<string>;
  profileUrl?: Maybe<string>;
  showOnAbout?: Maybe<boolean>;
  order?: Maybe<number>;
}

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

/** Raw Strapi 5 shapes (flattened attributes). Only mapping code reads them. */
type Maybe<T> = T | null | undefined;

export interface StrapiEntry {
  id: number;
  documentId?: string;
}
export interface StrapiNamed extends StrapiEntry {
  name: string;
}

export type StrapiCategory = StrapiNamed;

export interface StrapiArticle extends StrapiEntry {
  title: string;
  slug: string;
  description?: Maybe<string>;
  cover?: Maybe<StrapiMedia>;
  featured?: Maybe<boolean>;
  content?: Maybe<string>;
  categories?: Maybe<StrapiCategory[]>;
  author?: Maybe<{ name?: Maybe<string>; avatar?: Maybe<StrapiMedia>; linkedin?: Maybe<string>; email?: Maybe<string> }>;
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

/** One generated size of a raster upload (Strapi makes a format only below the original's width). */
export interface StrapiMediaFormat {
  url: string;
  width?: Maybe<number>;
  height?: Maybe<number>;
  mime?: Maybe<string>;
  /** Kilobytes (1000 bytes). */
  size?: Maybe<number>;
}

/** A Media Library file as the REST API populates it (local uploads answer a path: "/uploads/x.png"). */
export interface StrapiMedia extends StrapiEntry {
  url: string;
  name?: Maybe<string>;
  alternativeText?: Maybe<string>;
  caption?: Maybe<string>;
  width?: Maybe<number>;
  height?: Maybe<number>;
  /** thumbnail (245 wide) and the CMS's breakpoints: xsmall 320, small 480, medium 720, large 960, xlarge 1280, xxlarge 1920. */
  formats?: Maybe<Record<string, Maybe<StrapiMediaFormat>>>;
  ext?: Maybe<string>;
  mime?: Maybe<string>;
  /** Kilobytes (1000 bytes). */
  size?: Maybe<number>;
  createdAt?: Maybe<string>;
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

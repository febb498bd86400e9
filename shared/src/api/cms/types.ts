/** View models: what pages receive. Plain, typed, with absent values as `undefined`. */
export interface Category {
  id: number;
  name: string;
}

export interface Author {
  name: string;
  /** No author in the CMS: the article is signed by the team (structured data names the company). */
  isTeam?: boolean;
  avatar?: MediaImage;
  linkedin?: string;
  email?: string;
}

/** An article as a list shows it: everything but its body (docs/decisions.md 12). */
export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  description: string;
  cover?: MediaImage;
  featured: boolean;
  categories: string[];
  author: Author;
  publishedAt?: string;
  updatedAt?: string;
}

/** One page of the blog's list: its articles and where the page sits (1-based). */
export interface ArticlePage {
  articles: ArticleSummary[];
  page: number;
  pageCount: number;
  total: number;
}

export interface Article extends ArticleSummary {
  content: string;
}

export interface Material {
  id: number;
  title: string;
  description: string;
  /** The brief to download; absent only when the CMS answer lacks it. */
  file?: MediaFile;
  categories: Category[];
}

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

export interface CaseHighlight {
  /** As the editor wrote it ("45", "45%", "1B"); the page prefixes "+". */
  number?: string;
  text: string;
}

export interface CaseResult {
  title: string;
  description: string;
}

/** A case as the list shows it: its row, not its detail blocks (docs/decisions.md 12). */
export interface CaseSummary {
  id: number;
  /** Its address: /casos-exito/{slug}. */
  slug: string;
  title: string;
  company: string;
  description: string;
  image?: MediaImage;
  categories: Category[];
  highlight?: CaseHighlight;
}

export interface CaseStudy extends CaseSummary {
  companyDescription?: string;
  companyImage?: MediaImage;
  outstandingTitle?: string;
  outstandingContent?: string;
  outstandingMedia: CaseMedia[];
  challenges: string[];
  solutions: string[];
  /** External link to the project video (a text field, not an upload). */
  videoUrl?: string;
  results: CaseResult[];
}

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

/** One item of a case's outstanding media: an image, or a video that plays muted and looping. */
export type CaseMedia = { kind: 'image'; image: MediaImage } | { kind: 'video'; video: MediaFile };

/** One person of the team roster: the About page shows those with `showOnAbout`, the signature builder all. */
export interface TeamMember {
  id: number;
  name: string;
  role: string;
  photo?: MediaImage;
  quote: string;
  email?: string;
  /** Professional profile (http/https only). */
  profileUrl?: string;
  showOnAbout: boolean;
}

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

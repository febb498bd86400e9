import type { MediaFile, MediaImage } from '@linx/shared';

/** The content remote's view models: what its pages receive. Plain, typed, with absent values as `undefined`. */
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

/** One item of a case's outstanding media: an image, or a video that plays muted and looping. */
export type CaseMedia = { kind: 'image'; image: MediaImage } | { kind: 'video'; video: MediaFile };

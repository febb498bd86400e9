/** View models: what pages receive. Plain, typed, with absent values as `undefined`. */
export interface Category {
  id: number;
  name: string;
}

export interface Author {
  name: string;
  avatarUrl?: string;
  linkedin?: string;
  email?: string;
}

export interface Article {
  id: number;
  slug: string;
  title: string;
  description: string;
  coverUrl?: string;
  featured: boolean;
  content: string;
  categories: string[];
  author: Author;
  publishedAt?: string;
}

export interface Material {
  id: number;
  title: string;
  description: string;
  downloadUrl: string;
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
  brochureUrl?: string;
  images: string[];
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

export interface CaseStudy {
  id: number;
  title: string;
  company: string;
  description: string;
  imageUrl?: string;
  categories: Category[];
  highlight?: CaseHighlight;
  companyDescription?: string;
  companyImageUrl?: string;
  outstandingTitle?: string;
  outstandingContent?: string;
  outstandingMedia: string[];
  challenges: string[];
  solutions: string[];
  videoUrl?: string;
  results: CaseResult[];
}

/** A Media Library image: absolute URL, alternative text ('' when the editor left it empty), intrinsic size. */
export interface MediaImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

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

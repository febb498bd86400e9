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

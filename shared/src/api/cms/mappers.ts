import type { Article, CaseStudy, Category, Material, Product, ProductCategory } from './types';
import type {
  StrapiArticle,
  StrapiCase,
  StrapiCategory,
  StrapiMaterial,
  StrapiProduct,
  StrapiProductCategory,
} from './strapi-types';

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
const names = (list: Array<{ name: string }> | null | undefined): string[] =>
  (list ?? []).map((item) => item.name).filter(Boolean);
const urls = (list: Array<{ url: string }> | null | undefined): string[] =>
  (list ?? []).map((item) => item.url).filter(Boolean);

export const toCategory = (raw: StrapiCategory): Category => ({ id: raw.id, name: raw.name });

export const toArticle = (raw: StrapiArticle): Article => ({
  id: raw.id,
  slug: raw.slug,
  title: raw.title,
  description: raw.description ?? '',
  coverUrl: text(raw.coverUrl),
  featured: Boolean(raw.featured),
  content: raw.content ?? '',
  categories: names(raw.categories),
  author: {
    name: raw.author?.name ?? 'Equipo LINX',
    avatarUrl: text(raw.author?.avatarUrl),
    linkedin: text(raw.author?.linkedin),
    email: text(raw.author?.email),
  },
  publishedAt: raw.publishedAt ?? undefined,
});

export const toMaterial = (raw: StrapiMaterial): Material => ({
  id: raw.id,
  title: raw.title,
  description: raw.description ?? '',
  downloadUrl: raw.downloadUrl ?? '',
  categories: (raw.categories ?? []).map(toCategory),
});

export const toProductCategory = (raw: StrapiProductCategory): ProductCategory => ({
  slug: raw.slug,
  name: raw.name,
});

export const toProduct = (raw: StrapiProduct): Product => ({
  id: raw.id,
  slug: raw.slug,
  name: raw.name,
  brand: raw.brand ?? '',
  description: raw.description ?? '',
  resolution: text(raw.resolution),
  glow: text(raw.glow),
  system: text(raw.system),
  operation: text(raw.operation),
  brochureUrl: text(raw.productBrochure),
  images: urls(raw.imagesUrl),
  features: names(raw.features),
  displaySizes: names(raw.displaySizes),
  categorySlugs: (raw.categories ?? []).map((category) => category.slug),
});

const toHighlight = (raw: StrapiCase['highlight']): CaseStudy['highlight'] => {
  const highlightText = text(raw?.text);
  if (!highlightText) return undefined;
  // Strapi keeps it as text ("45", "45%", "1B"); the page adds the "+".
  const number = raw?.number === null || raw?.number === undefined ? undefined : text(String(raw.number));
  return { text: highlightText, number: number?.replace(/^\+/, '') };
};

export const toCaseStudy = (raw: StrapiCase): CaseStudy => ({
  id: raw.id,
  title: raw.title,
  company: raw.company ?? '',
  description: raw.description ?? '',
  imageUrl: text(raw.imageUrl),
  categories: (raw.categories ?? []).map(toCategory),
  highlight: toHighlight(raw.highlight),
  companyDescription: text(raw.contentCompanyDescription),
  companyImageUrl: text(raw.contentCompanyImageUrl),
  outstandingTitle: text(raw.outstandingTitle),
  outstandingContent: text(raw.outstandingContent),
  outstandingMedia: urls(raw.outstandingMedia),
  challenges: names(raw.contentChallenges),
  solutions: names(raw.contentSolutions),
  videoUrl: text(raw.contentVideoUrl),
  results: (raw.contentResults ?? []).map((result) => ({ title: result.title, description: result.description ?? '' })),
});

import { isWebUrl, positive, toCaseMedia, toMediaFile, toMediaImage } from './media-mappers';
import type {
  Article,
  ArticleSummary,
  CaseStudy,
  CaseSummary,
  Category,
  ClientLogo,
  Material,
  MediaImage,
  Partner,
  PodcastEpisode,
  Product,
  ProductCategory,
  TeamMember,
} from './types';
import type {
  StrapiArticle,
  StrapiCase,
  StrapiCategory,
  StrapiClientLogo,
  StrapiMaterial,
  StrapiPartner,
  StrapiPodcastEpisode,
  StrapiProduct,
  StrapiProductCategory,
  StrapiTeamMember,
} from './strapi-types';

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
const names = (list: Array<{ name: string }> | null | undefined): string[] =>
  (list ?? []).map((item) => item.name).filter(Boolean);

export const toCategory = (raw: StrapiCategory): Category => ({ id: raw.id, name: raw.name });

export const toArticleSummary = (raw: StrapiArticle): ArticleSummary => ({
  id: raw.id,
  slug: raw.slug,
  title: raw.title,
  description: raw.description ?? '',
  cover: toMediaImage(raw.cover),
  featured: Boolean(raw.featured),
  categories: names(raw.categories),
  author: {
    name: raw.author?.name ?? 'Equipo LINX',
    avatar: toMediaImage(raw.author?.avatar),
    linkedin: text(raw.author?.linkedin),
    email: text(raw.author?.email),
    ...(raw.author?.name ? {} : { isTeam: true }),
  },
  // The date it first went public: `publishedAt` moves with every publish (Draft & Publish).
  publishedAt: raw.firstPublishedAt ?? raw.publishedAt ?? undefined,
  updatedAt: raw.updatedAt ?? undefined,
});

export const toArticle = (raw: StrapiArticle): Article => ({ ...toArticleSummary(raw), content: raw.content ?? '' });

export const toMaterial = (raw: StrapiMaterial): Material => ({
  id: raw.id,
  title: raw.title,
  description: raw.description ?? '',
  file: toMediaFile(raw.file),
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
  brochure: toMediaFile(raw.brochure),
  images: (raw.images ?? []).map(toMediaImage).filter((image): image is MediaImage => Boolean(image)),
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

export const toCaseSummary = (raw: StrapiCase): CaseSummary => ({
  id: raw.id,
  slug: raw.slug ?? String(raw.id),
  title: raw.title,
  company: raw.company ?? '',
  description: raw.description ?? '',
  image: toMediaImage(raw.image),
  categories: (raw.categories ?? []).map(toCategory),
  highlight: toHighlight(raw.highlight),
});

export const toCaseStudy = (raw: StrapiCase): CaseStudy => ({
  ...toCaseSummary(raw),
  companyDescription: text(raw.contentCompanyDescription),
  companyImage: toMediaImage(raw.contentCompanyImage),
  outstandingTitle: text(raw.outstandingTitle),
  outstandingContent: text(raw.outstandingContent),
  outstandingMedia: toCaseMedia(raw.outstandingMedia),
  challenges: names(raw.contentChallenges),
  solutions: names(raw.contentSolutions),
  videoUrl: text(raw.contentVideoUrl),
  results: (raw.contentResults ?? []).map((result) => ({ title: result.title, description: result.description ?? '' })),
});


/** A link an editor typed, kept only when it is an absolute http(s) address. */
const webLink = (value: string | null | undefined): string | undefined => {
  const link = text(value);
  if (!link) return undefined;
  try {
    return isWebUrl(new URL(link)) ? link : undefined;
  } catch {
    return undefined;
  }
};

export const toTeamMember = (raw: StrapiTeamMember): TeamMember => ({
  id: raw.id,
  name: raw.name,
  role: raw.role ?? '',
  photo: toMediaImage(raw.photo),
  quote: raw.quote ?? '',
  email: text(raw.email),
  profileUrl: webLink(raw.profileUrl),
  showOnAbout: raw.showOnAbout !== false,
});

export const toPartner = (raw: StrapiPartner): Partner => {
  const logo = toMediaImage(raw.logo);
  return {
    id: raw.id,
    name: raw.name,
    description: text(raw.description),
    logo,
    url: webLink(raw.url),
    width: positive(raw.width) ?? logo?.width ?? 240,
  };
};

export const toClientLogo = (raw: StrapiClientLogo): ClientLogo => {
  const logo = toMediaImage(raw.logo);
  return { id: raw.id, name: raw.name, logo, width: positive(raw.width) ?? logo?.width ?? 200 };
};

export const toPodcastEpisode = (raw: StrapiPodcastEpisode): PodcastEpisode => ({
  id: raw.id,
  title: raw.title,
  description: raw.description ?? '',
  durationMinutes: positive(raw.duration),
  date: /^\d{4}-\d{2}-\d{2}$/.test(raw.date ?? '') ? (raw.date as string) : undefined,
  image: toMediaImage(raw.image),
  youtubeUrl: webLink(raw.youtubeUrl),
});

import { isVideo, type StrapiMedia, text, toMediaFile, toMediaImage } from '@linx/shared';
import type { StrapiArticle, StrapiCase, StrapiCategory, StrapiMaterial } from './strapi-types';
import type { Article, ArticleSummary, CaseMedia, CaseStudy, CaseSummary, Category, Material } from './types';

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

const toHighlight = (raw: StrapiCase['highlight']): CaseStudy['highlight'] => {
  const highlightText = text(raw?.text);
  if (!highlightText) return undefined;
  // Strapi keeps it as text ("45", "45%", "1B"); the page adds the "+".
  const number = raw?.number === null || raw?.number === undefined ? undefined : text(String(raw.number));
  return { text: highlightText, number: number?.replace(/^\+/, '') };
};

/** A case's outstanding media: videos play (docs/site.md: mp4 and webm), the rest show as responsive images. */
export const toCaseMedia = (list: StrapiMedia[] | null | undefined): CaseMedia[] =>
  (list ?? []).flatMap((raw): CaseMedia[] => {
    if (isVideo(raw)) {
      const video = toMediaFile(raw);
      return video ? [{ kind: 'video', video }] : [];
    }
    const image = toMediaImage(raw);
    return image ? [{ kind: 'image', image }] : [];
  });

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

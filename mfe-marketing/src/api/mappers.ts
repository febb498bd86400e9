import { positive, text, toMediaImage, webLink } from '@linx/shared';
import type { StrapiClientLogo, StrapiPartner, StrapiPodcastEpisode } from './strapi-sections.generated';
import type { ClientLogo, Partner, PodcastEpisode } from './types';

// The company content the marketing pages show in their sections (the collections the page read brings inside
// them: src/sections/<type>/descriptor.ts maps those sections).

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

import { getRuntimeConfig } from '../../config/runtime-config';
import type { StrapiMedia, StrapiMediaFormat } from './strapi-types';
import type { MediaFile, MediaImage } from './media-types';

/** An editor's text, trimmed; undefined when empty. */
export const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export const isWebUrl = (url: URL): boolean => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * A Media Library file as an absolute URL: local uploads answer a path ("/uploads/x.png"), resolved
 * against the CMS address, because pages of another origin and e-mail signatures need absolute ones.
 */
export const mediaUrl = (value: string | null | undefined): string | undefined => {
  const path = text(value);
  if (!path) return undefined;
  try {
    const url = new URL(path, `${getRuntimeConfig().cmsUrl.replace(/\/$/, '')}/`);
    return isWebUrl(url) ? url.href : undefined;
  } catch {
    return undefined;
  }
};

export const positive = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

interface Candidate {
  url: string;
  width: number;
}

const candidate = (raw: StrapiMediaFormat | StrapiMedia | null | undefined): Candidate | undefined => {
  const url = mediaUrl(raw?.url);
  const width = positive(raw?.width);
  return url && width ? { url, width: Math.round(width) } : undefined;
};

/**
 * Every generated width plus the original, ascending, one URL per width. Strapi's `thumbnail`
 * (245 px, made for the admin's grid) counts only when the upload has no breakpoint format.
 */
const srcSetOf = (raw: StrapiMedia): string | undefined => {
  // A vector image is one file for every width.
  if (/svg/i.test(raw.mime ?? '') || /\.svg$/i.test((raw.url ?? '').split(/[?#]/)[0] ?? '')) return undefined;
  const formats = Object.entries(raw.formats ?? {});
  const breakpoints = formats.filter(([name]) => name !== 'thumbnail').map(([, format]) => candidate(format));
  const sized = breakpoints.some(Boolean) ? breakpoints : formats.map(([, format]) => candidate(format));
  const byWidth = new Map<number, string>();
  for (const item of [...sized, candidate(raw)]) {
    if (item && !byWidth.has(item.width)) byWidth.set(item.width, item.url);
  }
  if (byWidth.size === 0) return undefined;
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
};

/** Strapi's media object → what an `<img>` needs; undefined for a missing image or an unusable URL. */
export const toMediaImage = (raw: StrapiMedia | null | undefined): MediaImage | undefined => {
  const src = mediaUrl(raw?.url);
  if (!raw || !src) return undefined;
  return {
    src,
    srcSet: srcSetOf(raw),
    width: positive(raw.width),
    height: positive(raw.height),
    alt: text(raw.alternativeText) ?? '',
  };
};

/** Strapi's media object → a file to download or play (its size from Strapi's kilobytes to bytes). */
export const toMediaFile = (raw: StrapiMedia | null | undefined): MediaFile | undefined => {
  const url = mediaUrl(raw?.url);
  if (!raw || !url) return undefined;
  const kilobytes = positive(raw.size);
  const name = text(raw.name) ?? decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  return { url, name, mime: text(raw.mime), size: kilobytes === undefined ? undefined : Math.round(kilobytes * 1000) };
};

/** docs/site.md: mp4 and webm play as video; everything else shows as an image. */
export const isVideo = (raw: StrapiMedia): boolean =>
  /^video\//i.test(raw.mime ?? '') || /\.(mp4|webm)$/i.test((raw.url ?? '').split(/[?#]/)[0] ?? '');

/** A link an editor typed, kept only when it is an absolute http(s) address. */
export const webLink = (value: string | null | undefined): string | undefined => {
  const link = text(value);
  if (!link) return undefined;
  try {
    return isWebUrl(new URL(link)) ? link : undefined;
  } catch {
    return undefined;
  }
};

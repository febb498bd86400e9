import { mediaUrl, type StrapiMedia, toMediaImage } from '@linx/shared';
import { BrokenSection, type Fields, icon, lines, list, nonEmpty, oneOf, required, text } from './page-fields';
import type {
  PageChat,
  PageIndicator,
  PageItemGroup,
  PageLogoCard,
  PageMediaCard,
  PagePartner,
  PageVideo,
} from './page-types';

/** The parts sections are made of (cards, videos, conversations, lists, figures, partners), from the CMS's fields. */

const VIDEO_TYPES = ['video/webm', 'video/mp4'] as const;
type VideoType = (typeof VIDEO_TYPES)[number];

/** A card's looping video: its webm and mp4 files (in the editor's order), poster and title; none without them. */
export const toVideo = (fields: Fields): PageVideo | undefined => {
  const files = (Array.isArray(fields.video) ? fields.video : []) as StrapiMedia[];
  const sources = files.flatMap((file) => {
    const src = mediaUrl(file?.url);
    const type = file?.mime as VideoType;
    return src && VIDEO_TYPES.includes(type) ? [{ src, type }] : [];
  });
  const poster = toMediaImage(fields.poster as StrapiMedia | null);
  const title = text(fields.videoTitle);
  const label = text(files[0]?.alternativeText);
  const uploadDate = text(files[0]?.createdAt);
  if (sources.length === 0 || !poster || !title || !label || !uploadDate) return undefined;
  return { title, label, sources, poster, uploadDate };
};

export const toMediaCard = (item: Fields): PageMediaCard => {
  const image = toMediaImage(item.image as StrapiMedia | null);
  const video = toVideo(item);
  if (!image && !video) throw new BrokenSection('una tarjeta no tiene imagen ni video');
  return {
    title: required(item, 'title'),
    description: required(item, 'description'),
    features: lines(item.features),
    idealFor: lines(item.idealFor),
    image: video ? undefined : image,
    video,
  };
};

export const toLogoCard = (item: Fields): PageLogoCard => {
  const logo = toMediaImage(item.logo as StrapiMedia | null);
  if (!logo) throw new BrokenSection('una tarjeta no tiene logotipo');
  return {
    logo,
    kind: text(item.kind),
    title: required(item, 'title'),
    description: required(item, 'description'),
    tags: lines(item.tags),
  };
};

/** A sample conversation: none without its name, label and at least one message. */
export const toChat = (value: unknown): PageChat | undefined => {
  if (value === null || typeof value !== 'object') return undefined;
  const fields = value as Fields;
  const name = text(fields.name);
  const label = text(fields.label);
  const messages = list(fields.messages).flatMap((message) => {
    const words = text(message.text);
    return words ? [{ from: oneOf(message.from, ['assistant', 'user'] as const, 'assistant'), text: words }] : [];
  });
  return name && label && messages.length > 0 ? { name, label, messages } : undefined;
};

export const toItemGroups = (value: unknown): PageItemGroup[] =>
  list(value).map((group) => ({
    icon: icon(group.icon),
    title: required(group, 'title'),
    items: nonEmpty(lines(group.items), 'items'),
  }));

export const toStats = (value: unknown) =>
  list(value).map((item) => ({
    value: required(item, 'value'),
    label: required(item, 'label'),
    context: text(item.context),
    icon: icon(item.icon),
  }));

/** A rotating indicator: none without its title and two states to rotate through. */
export const toIndicator = (value: unknown): PageIndicator | undefined => {
  if (value === null || typeof value !== 'object') return undefined;
  const fields = value as Fields;
  const title = text(fields.title);
  const states = list(fields.states).flatMap((state) => {
    const figure = text(state.value);
    const label = text(state.label);
    const mood = oneOf(state.mood, ['satisfied', 'neutral', 'dissatisfied'] as const, 'neutral');
    return figure && label ? [{ value: figure, label, mood }] : [];
  });
  return title && states.length > 1 ? { title, caption: text(fields.caption), states } : undefined;
};

export const toPartner = (value: unknown): PagePartner | undefined => {
  if (value === null || typeof value !== 'object') return undefined;
  const fields = value as Fields;
  const name = text(fields.name);
  return name
    ? {
        intro: text(fields.intro),
        name,
        text: text(fields.text),
        logo: toMediaImage(fields.logo as StrapiMedia | null),
      }
    : undefined;
};

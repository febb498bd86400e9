import { type Maybe, mediaUrl, type StrapiMedia, toMediaImage } from '@linx/shared';
import { BrokenSection, icon, lines, list, nonEmpty, oneOf, required, text } from './page-fields';
import type {
  PageChat,
  PageIndicator,
  PageItemGroup,
  PageLogoCard,
  PageMediaCard,
  PagePartner,
  PageStat,
  PageVideo,
} from './page-types';
import type {
  StrapiSectionPartsChat,
  StrapiSectionPartsItemGroup,
  StrapiSectionPartsLogoCard,
  StrapiSectionPartsMediaCard,
  StrapiSectionPartsPartner,
  StrapiSectionPartsRotatingIndicator,
  StrapiSectionPartsStat,
} from './strapi-sections.generated';

/** The parts sections are made of (cards, videos, conversations, lists, figures, partners), from the CMS's fields. */

const VIDEO_TYPES = ['video/webm', 'video/mp4'] as const;
type VideoType = (typeof VIDEO_TYPES)[number];

/** The fields of a looping video (a hero's, a card's). */
interface VideoFields {
  video?: Maybe<StrapiMedia[]>;
  poster?: Maybe<StrapiMedia>;
  videoTitle?: Maybe<string>;
}

/** A card's looping video: its webm and mp4 files (in the editor's order), poster and title; none without them. */
export const toVideo = (fields: VideoFields): PageVideo | undefined => {
  const files = list(fields.video);
  const sources = files.flatMap((file) => {
    const src = mediaUrl(file.url);
    const type = file.mime as VideoType;
    return src && VIDEO_TYPES.includes(type) ? [{ src, type }] : [];
  });
  const poster = toMediaImage(fields.poster);
  const title = text(fields.videoTitle);
  const label = text(files[0]?.alternativeText);
  const uploadDate = text(files[0]?.createdAt);
  if (sources.length === 0 || !poster || !title || !label || !uploadDate) return undefined;
  return { title, label, sources, poster, uploadDate };
};

export const toMediaCard = (item: StrapiSectionPartsMediaCard): PageMediaCard => {
  const image = toMediaImage(item.image);
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

export const toLogoCard = (item: StrapiSectionPartsLogoCard): PageLogoCard => {
  const logo = toMediaImage(item.logo);
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
export const toChat = (fields: Maybe<StrapiSectionPartsChat>): PageChat | undefined => {
  if (!fields || typeof fields !== 'object') return undefined;
  const name = text(fields.name);
  const label = text(fields.label);
  const messages = list(fields.messages).flatMap((message) => {
    const words = text(message.text);
    return words ? [{ from: oneOf(message.from, ['assistant', 'user'] as const, 'assistant'), text: words }] : [];
  });
  return name && label && messages.length > 0 ? { name, label, messages } : undefined;
};

export const toItemGroups = (value: Maybe<StrapiSectionPartsItemGroup[]>): PageItemGroup[] =>
  list(value).map((group) => ({
    icon: icon(group.icon),
    title: required(group, 'title'),
    items: nonEmpty(lines(group.items), 'items'),
  }));

export const toStats = (value: Maybe<StrapiSectionPartsStat[]>): PageStat[] =>
  list(value).map((item) => ({
    value: required(item, 'value'),
    label: required(item, 'label'),
    context: text(item.context),
    icon: icon(item.icon),
  }));

/** A rotating indicator: none without its title and two states to rotate through. */
export const toIndicator = (fields: Maybe<StrapiSectionPartsRotatingIndicator>): PageIndicator | undefined => {
  if (!fields || typeof fields !== 'object') return undefined;
  const title = text(fields.title);
  const states = list(fields.states).flatMap((state) => {
    const figure = text(state.value);
    const label = text(state.label);
    const mood = oneOf(state.mood, ['satisfied', 'neutral', 'dissatisfied'] as const, 'neutral');
    return figure && label ? [{ value: figure, label, mood }] : [];
  });
  return title && states.length > 1 ? { title, caption: text(fields.caption), states } : undefined;
};

export const toPartner = (fields: Maybe<StrapiSectionPartsPartner>): PagePartner | undefined => {
  if (!fields || typeof fields !== 'object') return undefined;
  const name = text(fields.name);
  return name
    ? { intro: text(fields.intro), name, text: text(fields.text), logo: toMediaImage(fields.logo) }
    : undefined;
};

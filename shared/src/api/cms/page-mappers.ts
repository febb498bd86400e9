import { siteConfig } from '../../config/site-config';
import { mediaUrl, toMediaImage } from './media-mappers';
import type { MediaImage } from './types';
import type {
  CmsPage,
  PageAction,
  PageChat,
  PageDemo,
  PageIndicator,
  PageItemGroup,
  PageLogoCard,
  PageMediaCard,
  PagePartner,
  PageVideo,
  PageColumns,
  CmsPageSection,
  PageSectionTone,
  SectionIconData,
  SkippedSection,
  TitledSection,
} from './page-types';
import sectionIconData from './section-icon-data.json';
import sectionIcons from './section-icons.json';
import type { StrapiMedia, StrapiPage, StrapiPageSection } from './strapi-types';

/** A section whose fields cannot make a section: left out of the page with this reason. */
class BrokenSection extends Error {}

type Fields = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const required = (fields: Fields, name: string): string => {
  const value = text(fields[name]);
  if (!value) throw new BrokenSection(`falta «${name}»`);
  return value;
};
/** A text field holding one item per line ("Uno\nDos" → ["Uno", "Dos"]). */
const lines = (value: unknown): string[] => (text(value) ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
const list = (value: unknown): Fields[] =>
  Array.isArray(value) ? value.filter((item): item is Fields => item !== null && typeof item === 'object') : [];
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const ICON_NAMES: readonly string[] = sectionIcons.icons;
const icon = (value: unknown): string | undefined =>
  typeof value === 'string' && ICON_NAMES.includes(value) ? value : undefined;
const COLUMNS: Record<string, PageColumns> = { two: 2, three: 3, four: 4 };
const columns = (value: unknown): PageColumns => COLUMNS[String(value)] ?? 3;

const WHATSAPP_LABEL = 'Escríbenos por WhatsApp';
const YOUTUBE_LABEL = 'Ir a nuestro canal de YouTube';

const toAction = (raw: Fields): PageAction | undefined => {
  const variant = oneOf(raw.variant, ['primary', 'secondary'] as const, 'primary');
  const label = text(raw.label);
  const target = text(raw.target);
  if (raw.kind === 'consultancy') return { kind: 'consultancy', label, variant };
  // The company's WhatsApp chat: the number and greeting come from the site's config, never from the CMS.
  if (raw.kind === 'whatsapp') return { kind: 'link', label: label ?? WHATSAPP_LABEL, to: siteConfig.whatsappUrl, variant };
  // The company's YouTube channel, also from the site's config.
  if (raw.kind === 'youtube') return { kind: 'link', label: label ?? YOUTUBE_LABEL, to: siteConfig.social.youtube, variant };
  if (!label || !target) return undefined;
  if (raw.kind === 'anchor') return { kind: 'anchor', label, targetId: target, variant };
  return raw.kind === 'link' ? { kind: 'link', label, to: target, variant } : undefined;
};
const actions = (value: unknown): PageAction[] =>
  list(value).flatMap((raw) => {
    const action = toAction(raw);
    return action ? [action] : [];
  });

const VIDEO_TYPES = ['video/webm', 'video/mp4'] as const;
type VideoType = (typeof VIDEO_TYPES)[number];

/** A card's looping video: its webm and mp4 files (in the editor's order), poster and title; none without them. */
const toVideo = (fields: Fields): PageVideo | undefined => {
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

const toMediaCard = (item: Fields): PageMediaCard => {
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

const toLogoCard = (item: Fields): PageLogoCard => {
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
const toChat = (value: unknown): PageChat | undefined => {
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

const toItemGroups = (value: unknown): PageItemGroup[] =>
  list(value).map((group) => ({
    icon: icon(group.icon),
    title: required(group, 'title'),
    items: nonEmpty(lines(group.items), 'items'),
  }));

const toStats = (value: unknown) =>
  list(value).map((item) => ({
    value: required(item, 'value'),
    label: required(item, 'label'),
    context: text(item.context),
    icon: icon(item.icon),
  }));

/** A rotating indicator: none without its title and two states to rotate through. */
const toIndicator = (value: unknown): PageIndicator | undefined => {
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

/** A required image of a part (a slide, a card): the section is left out without it. */
const requiredImage = (value: unknown, part: string): MediaImage => {
  const image = toMediaImage(value as StrapiMedia | null);
  if (!image) throw new BrokenSection(`${part} no tiene imagen`);
  return image;
};

const DEMOS: readonly PageDemo[] = ['audience-dashboard'];

const toPartner = (value: unknown): PagePartner | undefined => {
  if (value === null || typeof value !== 'object') return undefined;
  const fields = value as Fields;
  const name = text(fields.name);
  return name
    ? { intro: text(fields.intro), name, text: text(fields.text), logo: toMediaImage(fields.logo as StrapiMedia | null) }
    : undefined;
};

const nonEmpty = <T>(items: T[], name: string): T[] => {
  if (items.length === 0) throw new BrokenSection(`«${name}» está vacío`);
  return items;
};

const titled = (fields: Fields, key: string): TitledSection => ({
  key,
  eyebrow: text(fields.eyebrow),
  title: required(fields, 'title'),
  lead: text(fields.lead),
  anchor: text(fields.anchor),
  tone: oneOf<PageSectionTone>(fields.tone, ['light', 'soft', 'dark'], 'light'),
  actions: actions(fields.actions),
});

/** One mapper per section component of the CMS (cms/src/components/sections/*.json). */
const SECTION_MAPPERS: Record<string, (fields: Fields, key: string) => CmsPageSection> = {
  'sections.page-hero': (fields, key) => ({
    type: 'page-hero',
    key,
    eyebrow: text(fields.eyebrow),
    title: required(fields, 'title'),
    subtitle: text(fields.subtitle),
    phrases: lines(fields.phrases),
    highlights: list(fields.highlights).flatMap((item) => {
      const value = text(item.value);
      const label = text(item.label);
      return value && label ? [{ value, label }] : [];
    }),
    lead: text(fields.lead),
    image: toMediaImage(fields.image as StrapiMedia | null),
    video: toVideo(fields),
    chat: toChat(fields.chat),
    actions: actions(fields.actions),
    partner: toPartner(fields.partner),
  }),
  'sections.feature-grid': (fields, key) => ({
    ...titled(fields, key),
    type: 'feature-grid',
    columns: columns(fields.columns),
    iconTone: oneOf(fields.iconTone, ['accent', 'info', 'dark'] as const, 'accent'),
    items: nonEmpty(
      list(fields.items).map((item) => ({
        icon: icon(item.icon),
        title: required(item, 'title'),
        description: required(item, 'description'),
        bullets: lines(item.bullets),
      })),
      'items',
    ),
  }),
  'sections.stat-cards': (fields, key) => ({
    ...titled(fields, key),
    type: 'stat-cards',
    items: nonEmpty(toStats(fields.items), 'items'),
  }),
  'sections.numbered-steps': (fields, key) => ({
    ...titled(fields, key),
    type: 'numbered-steps',
    steps: nonEmpty(
      list(fields.steps).map((step) => ({
        title: required(step, 'title'),
        description: required(step, 'description'),
        icon: icon(step.icon),
      })),
      'steps',
    ),
  }),
  'sections.use-case-cards': (fields, key) => ({
    ...titled(fields, key),
    type: 'use-case-cards',
    columns: columns(fields.columns),
    items: nonEmpty(
      list(fields.items).map((item) => ({
        icon: icon(item.icon),
        title: required(item, 'title'),
        description: text(item.description),
        bullets: lines(item.bullets),
      })),
      'items',
    ),
  }),
  'sections.check-list': (fields, key) => ({
    ...titled(fields, key),
    type: 'check-list',
    items: nonEmpty(lines(fields.items), 'items'),
  }),
  'sections.split-media': (fields, key) => {
    const chat = toChat(fields.chat);
    const image = chat ? undefined : toMediaImage(fields.image as StrapiMedia | null);
    if (!image && !chat) throw new BrokenSection('falta «image» o «chat»');
    return {
      ...titled(fields, key),
      type: 'split-media',
      bullets: lines(fields.bullets),
      groups: toItemGroups(fields.groups),
      stats: toStats(fields.stats),
      image,
      chat,
      indicator: image ? toIndicator(fields.indicator) : undefined,
      reverse: fields.reverse === true,
    };
  },
  'sections.media-cards': (fields, key) => ({
    ...titled(fields, key),
    type: 'media-cards',
    items: nonEmpty(list(fields.items).map(toMediaCard), 'items'),
    cardAction: fields.cardAction ? toAction(fields.cardAction as Fields) : undefined,
  }),
  'sections.logo-cards': (fields, key) => ({
    ...titled(fields, key),
    type: 'logo-cards',
    items: nonEmpty(list(fields.items).map(toLogoCard), 'items'),
  }),
  'sections.plan-cards': (fields, key) => ({
    ...titled(fields, key),
    type: 'plan-cards',
    items: nonEmpty(
      list(fields.items).map((plan) => ({
        name: required(plan, 'name'),
        tagline: text(plan.tagline),
        description: required(plan, 'description'),
        features: nonEmpty(lines(plan.features), 'features'),
        featured: plan.featured === true,
        badge: text(plan.badge),
      })),
      'items',
    ),
    cardAction: fields.cardAction ? toAction(fields.cardAction as Fields) : undefined,
  }),
  'sections.case-carousel': (fields, key) => ({
    ...titled(fields, key),
    type: 'case-carousel',
    carouselLabel: required(fields, 'carouselLabel'),
    slides: nonEmpty(
      list(fields.slides).map((slide) => ({
        image: requiredImage(slide.image, 'una diapositiva'),
        kicker: text(slide.kicker),
        title: required(slide, 'title'),
        description: required(slide, 'description'),
      })),
      'slides',
    ),
  }),
  'sections.dashboard-panel': (fields, key) => ({
    ...titled(fields, key),
    type: 'dashboard-panel',
    panelLabel: required(fields, 'panelLabel'),
    groups: nonEmpty(toItemGroups(fields.groups), 'groups'),
    stats: toStats(fields.stats),
  }),
  'sections.demo': (fields, key) => {
    const demo = DEMOS.find((name) => name === fields.demo);
    if (!demo) throw new BrokenSection(`demostración desconocida: «${String(fields.demo)}»`);
    return { ...titled(fields, key), type: 'demo', demo };
  },
  'sections.concept-columns': (fields, key) => ({
    ...titled(fields, key),
    type: 'concept-columns',
    columns: nonEmpty(
      list(fields.columns).map((column) => ({
        eyebrow: text(column.eyebrow),
        title: required(column, 'title'),
        lead: text(column.lead),
        tone: oneOf(column.tone, ['accent', 'info'] as const, 'accent'),
        cards: nonEmpty(
          list(column.cards).map((card) => ({
            icon: icon(card.icon),
            title: required(card, 'title'),
            description: required(card, 'description'),
          })),
          'cards',
        ),
        link: column.link ? toAction(column.link as Fields) : undefined,
      })),
      'columns',
    ),
  }),
  'sections.service-carousel': (fields, key) => ({
    ...titled(fields, key),
    type: 'service-carousel',
    carouselLabel: required(fields, 'carouselLabel'),
    moreLabel: required(fields, 'moreLabel'),
    slides: nonEmpty(
      list(fields.slides).map((slide) => ({
        image: requiredImage(slide.image, 'una diapositiva'),
        icon: icon(slide.icon),
        categories: lines(slide.categories),
        title: required(slide, 'title'),
        description: required(slide, 'description'),
        to: required(slide, 'target'),
      })),
      'slides',
    ),
  }),
  'sections.link-cards': (fields, key) => ({
    ...titled(fields, key),
    type: 'link-cards',
    linkLabel: required(fields, 'linkLabel'),
    items: nonEmpty(
      list(fields.items).map((item) => ({
        image: requiredImage(item.image, 'una tarjeta'),
        title: required(item, 'title'),
        description: required(item, 'description'),
        to: required(item, 'target'),
      })),
      'items',
    ),
  }),
  'sections.client-logos': (fields, key) => ({ ...titled(fields, key), type: 'client-logos' }),
  'sections.purpose-cards': (fields, key) => ({
    ...titled(fields, key),
    type: 'purpose-cards',
    items: nonEmpty(
      list(fields.items).map((item) => ({
        icon: icon(item.icon),
        title: required(item, 'title'),
        description: required(item, 'description'),
      })),
      'items',
    ),
  }),
  'sections.value-cards': (fields, key) => ({
    ...titled(fields, key),
    type: 'value-cards',
    items: nonEmpty(
      list(fields.items).map((item) => ({
        icon: icon(item.icon),
        title: required(item, 'title'),
        description: required(item, 'description'),
        colour: oneOf(item.colour, ['accent', 'info', 'ink'] as const, 'accent'),
      })),
      'items',
    ),
  }),
  'sections.team-grid': (fields, key) => ({ ...titled(fields, key), type: 'team-grid' }),
  'sections.partner-carousel': (fields, key) => ({
    ...titled(fields, key),
    type: 'partner-carousel',
    carouselLabel: required(fields, 'carouselLabel'),
  }),
  'sections.episode-list': (fields, key) => ({ ...titled(fields, key), type: 'episode-list' }),
  'sections.cta-band': (fields, key) => ({
    type: 'cta-band',
    key,
    title: required(fields, 'title'),
    lead: text(fields.lead),
    anchor: text(fields.anchor),
    actions: nonEmpty(actions(fields.actions), 'actions'),
  }),
};

/** The sections the site can render, in order, and the ones left out with their reason. */
export const toPageSections = (
  raw: StrapiPageSection[] | null | undefined,
): { sections: CmsPageSection[]; skipped: SkippedSection[] } => {
  const sections: CmsPageSection[] = [];
  const skipped: SkippedSection[] = [];
  (raw ?? []).forEach((section, position) => {
    const component = String(section?.__component ?? '');
    const mapper = Object.hasOwn(SECTION_MAPPERS, component) ? SECTION_MAPPERS[component] : undefined;
    if (!mapper) {
      skipped.push({ component, position, reason: 'tipo de sección desconocido' });
      return;
    }
    try {
      sections.push(mapper(section, `${component}-${section.id ?? position}`));
    } catch (error) {
      if (!(error instanceof BrokenSection)) throw error;
      skipped.push({ component, position, reason: error.message });
    }
  });
  return { sections, skipped };
};

const ICON_DATA = sectionIconData as unknown as Record<string, SectionIconData>;

/** The drawings of the icons named anywhere in these sections (every `icon` field, at any depth). */
export const iconsOf = (sections: readonly CmsPageSection[]): CmsPage['icons'] => {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) {
        if (field === 'icon' && typeof inner === 'string') names.add(inner);
        else visit(inner);
      }
    }
  };
  visit(sections);
  return Object.fromEntries([...names].filter((name) => ICON_DATA[name]).map((name) => [name, ICON_DATA[name]]));
};

export const toCmsPage = (raw: StrapiPage): CmsPage => {
  const { sections, skipped } = toPageSections(raw.sections);
  return {
  id: raw.id,
  documentId: raw.documentId,
  path: raw.path,
  title: text(raw.title) ?? '',
  description: text(raw.description) ?? '',
  keywords: (text(raw.keywords) ?? '').split(',').map((word) => word.trim()).filter(Boolean),
  socialImage: toMediaImage(raw.socialImage),
  noindex: raw.noindex === true,
  schemaType: oneOf(raw.schemaType, ['WebPage', 'Service', 'AboutPage', 'PodcastSeries'] as const, 'WebPage'),
  updatedAt: raw.updatedAt ?? undefined,
  sections,
  skipped,
  icons: iconsOf(sections),
  };
};

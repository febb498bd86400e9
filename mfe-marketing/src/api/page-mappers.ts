import { type StrapiMedia, toMediaImage, toTeamMember } from '@linx/shared';
import {
  actions,
  BrokenSection,
  columns,
  type Fields,
  icon,
  lines,
  list,
  nonEmpty,
  oneOf,
  required,
  requiredImage,
  text,
  titled,
  toAction,
} from './page-fields';
import { toClientLogo, toPartner as toPartnerEntry, toPodcastEpisode } from './mappers';
import { toChat, toIndicator, toItemGroups, toLogoCard, toMediaCard, toPartner, toStats, toVideo } from './page-parts';
import type { CmsPage, CmsPageSection, PageDemo, SectionIconData, SkippedSection } from './page-types';
import sectionIconData from './section-icon-data.json';
import type {
  StrapiClientLogo,
  StrapiPage,
  StrapiPageSection,
  StrapiPartner,
  StrapiPodcastEpisode,
} from './strapi-types';

const DEMOS: readonly PageDemo[] = ['audience-dashboard'];

/** The entries of the collection a section shows, brought inside it by the page read (cms/src/utils/section-collections.js). */
const entries = <T>(fields: Fields): T[] => list(fields.entries) as unknown as T[];

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
  'sections.client-logos': (fields, key) => ({
    ...titled(fields, key),
    type: 'client-logos',
    clients: entries<StrapiClientLogo>(fields)
      .map(toClientLogo)
      .filter((client) => client.logo),
  }),
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
  'sections.team-grid': (fields, key) => ({
    ...titled(fields, key),
    type: 'team-grid',
    members: entries<Parameters<typeof toTeamMember>[0]>(fields)
      .map(toTeamMember)
      .filter((member) => member.showOnAbout),
  }),
  'sections.partner-carousel': (fields, key) => ({
    ...titled(fields, key),
    type: 'partner-carousel',
    carouselLabel: required(fields, 'carouselLabel'),
    partners: entries<StrapiPartner>(fields).map(toPartnerEntry),
  }),
  'sections.episode-list': (fields, key) => ({
    ...titled(fields, key),
    type: 'episode-list',
    episodes: entries<StrapiPodcastEpisode>(fields)
      .map(toPodcastEpisode)
      .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id),
  }),
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
    keywords: (text(raw.keywords) ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    socialImage: toMediaImage(raw.socialImage),
    noindex: raw.noindex === true,
    schemaType: oneOf(raw.schemaType, ['WebPage', 'Service', 'AboutPage', 'PodcastSeries'] as const, 'WebPage'),
    updatedAt: raw.updatedAt ?? undefined,
    sections,
    skipped,
    icons: iconsOf(sections),
  };
};

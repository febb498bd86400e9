import { toMediaImage } from '@linx/shared';
import { descriptorOf, type CmsPageSection } from '../sections/section-descriptors.generated';
import type { StrapiSection } from './strapi-sections.generated';
import { BrokenSection, oneOf, text } from './page-fields';
import type { CmsPage, SectionIconData, SkippedSection } from './page-types';
import sectionIconData from './section-icon-data.json';
import type { StrapiPage } from './strapi-types';

/** A CMS page → its view model (docs/decisions.md 13): the page's fields, each section by its type's descriptor. */

/** The sections the site can render, in order, and the ones left out with their reason. */
export const toPageSections = (
  raw: readonly StrapiSection[] | null | undefined,
): { sections: CmsPageSection[]; skipped: SkippedSection[] } => {
  const sections: CmsPageSection[] = [];
  const skipped: SkippedSection[] = [];
  (raw ?? []).forEach((section, position) => {
    const component = String(section?.__component ?? '');
    const descriptor = descriptorOf(component);
    if (!descriptor) {
      skipped.push({ component, position, reason: 'tipo de sección desconocido' });
      return;
    }
    try {
      // The descriptor of a section's own component (`descriptorOf` found it by `__component`).
      const map = descriptor.map as (raw: StrapiSection, key: string) => CmsPageSection;
      const still = descriptor.still as boolean | ((section: CmsPageSection) => boolean) | undefined;
      const mapped = map(section, `${component}-${section.id ?? position}`);
      // A still section hydrates when used (section-registry/section-descriptor.ts, `still`).
      sections.push((typeof still === 'function' ? still(mapped) : still) ? { ...mapped, still: true } : mapped);
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

import { type MediaImage, type Maybe, siteConfig, type StrapiMedia, toMediaImage } from '@linx/shared';
import type { PageAction, PageColumns, PageSectionTone, TitledSection } from './page-types';
import sectionIconData from './section-icon-data.json';
import type { SectionIconName, StrapiSectionPartsAction } from './strapi-sections.generated';

/**
 * Reading the fields of a CMS section (docs/decisions.md 13): texts, lists, enumerations, buttons, images. The
 * fields are typed by the CMS's schemas (strapi-sections.generated.ts), yet read defensively: an entry saved
 * before a field became required, or an old value of an enumeration, still reaches the site.
 */

/** A section whose fields cannot make a section: left out of the page with this reason. */
export class BrokenSection extends Error {}

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
/** A text field the section cannot go without. */
export const required = <T extends object>(fields: T, name: keyof T & string): string => {
  const value = text(fields[name]);
  if (!value) throw new BrokenSection(`falta «${name}»`);
  return value;
};
/** A text field holding one item per line ("Uno\nDos" → ["Uno", "Dos"]). */
export const lines = (value: Maybe<string>): string[] =>
  (text(value) ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
/** The items of a repeatable component (none when absent; a missing item left out). */
export const list = <T extends object>(value: Maybe<readonly Maybe<T>[]>): T[] =>
  Array.isArray(value) ? value.filter((item): item is T => item !== null && typeof item === 'object') : [];
export const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const ICON_NAMES: ReadonlySet<string> = new Set(Object.keys(sectionIconData));
export const icon = (value: Maybe<SectionIconName>): SectionIconName | undefined =>
  typeof value === 'string' && ICON_NAMES.has(value) ? value : undefined;
const COLUMNS: Record<string, PageColumns> = { two: 2, three: 3, four: 4 };
export const columns = (value: unknown): PageColumns => COLUMNS[String(value)] ?? 3;

const WHATSAPP_LABEL = 'Escríbenos por WhatsApp';
const YOUTUBE_LABEL = 'Ir a nuestro canal de YouTube';

export const toAction = (raw: Maybe<StrapiSectionPartsAction>): PageAction | undefined => {
  if (!raw) return undefined;
  const variant = oneOf(raw.variant, ['primary', 'secondary'] as const, 'primary');
  const label = text(raw.label);
  const target = text(raw.target);
  if (raw.kind === 'consultancy') return { kind: 'consultancy', label, variant };
  // The company's WhatsApp chat: the number and greeting come from the site's config, never from the CMS.
  if (raw.kind === 'whatsapp')
    return { kind: 'link', label: label ?? WHATSAPP_LABEL, to: siteConfig.whatsappUrl, variant };
  // The company's YouTube channel, also from the site's config.
  if (raw.kind === 'youtube')
    return { kind: 'link', label: label ?? YOUTUBE_LABEL, to: siteConfig.social.youtube, variant };
  if (!label || !target) return undefined;
  if (raw.kind === 'anchor') return { kind: 'anchor', label, targetId: target, variant };
  return raw.kind === 'link' ? { kind: 'link', label, to: target, variant } : undefined;
};
export const actions = (value: Maybe<StrapiSectionPartsAction[]>): PageAction[] =>
  list(value).flatMap((raw) => {
    const action = toAction(raw);
    return action ? [action] : [];
  });

/** A required image of a part (a slide, a card): the section is left out without it. */
export const requiredImage = (value: Maybe<StrapiMedia>, part: string): MediaImage => {
  const image = toMediaImage(value);
  if (!image) throw new BrokenSection(`${part} no tiene imagen`);
  return image;
};

export const nonEmpty = <T>(items: T[], name: string): T[] => {
  if (items.length === 0) throw new BrokenSection(`«${name}» está vacío`);
  return items;
};

/** The fields every titled section of the CMS has. */
export interface TitledFields {
  eyebrow?: Maybe<string>;
  title: string;
  lead?: Maybe<string>;
  anchor?: Maybe<string>;
  tone?: Maybe<PageSectionTone>;
  actions?: Maybe<StrapiSectionPartsAction[]>;
}

export const titled = (fields: TitledFields, key: string): TitledSection => ({
  key,
  eyebrow: text(fields.eyebrow),
  title: required(fields, 'title'),
  lead: text(fields.lead),
  anchor: text(fields.anchor),
  tone: oneOf<PageSectionTone>(fields.tone, ['light', 'soft', 'dark'], 'light'),
  actions: actions(fields.actions),
});

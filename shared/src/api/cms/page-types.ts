import type { MediaImage } from './types';

/** View models of the pages built in the CMS (docs/decisions.md 13): what mfe-marketing's section registry renders. */

/** One of the icon names of section-icons.json (the CMS enumerations hold the same list). */
export type SectionIconName = string;

export type PageSectionTone = 'light' | 'soft' | 'dark';
export type PageActionVariant = 'primary' | 'secondary';

/** A button as data: a site path or allowed address, an anchor of the page, or the consultancy helper. */
export type PageAction =
  | { kind: 'link'; label: string; to: string; variant: PageActionVariant }
  | { kind: 'anchor'; label: string; targetId: string; variant: PageActionVariant }
  | { kind: 'consultancy'; label?: string; variant: PageActionVariant };

/** What every titled section has: an h2 title, eyebrow, lead, anchor id, background tone and buttons. */
export interface TitledSection {
  key: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  anchor?: string;
  tone: PageSectionTone;
  actions: PageAction[];
}

export interface PageFeature {
  icon?: SectionIconName;
  title: string;
  description: string;
  bullets: string[];
}

export interface PageStat {
  value: string;
  label: string;
  context?: string;
  icon?: SectionIconName;
}

export interface PageStep {
  title: string;
  description: string;
  icon?: SectionIconName;
}

export interface PageUseCase {
  icon?: SectionIconName;
  title: string;
  description?: string;
  bullets: string[];
}

export type PageColumns = 2 | 3 | 4;

export type CmsPageSection =
  | { type: 'page-hero'; key: string; eyebrow?: string; title: string; lead?: string; image?: MediaImage; actions: PageAction[] }
  | (TitledSection & { type: 'feature-grid'; columns: PageColumns; iconTone: 'accent' | 'info' | 'dark'; items: PageFeature[] })
  | (TitledSection & { type: 'stat-cards'; items: PageStat[] })
  | (TitledSection & { type: 'numbered-steps'; steps: PageStep[] })
  | (TitledSection & { type: 'use-case-cards'; columns: PageColumns; items: PageUseCase[] })
  | (TitledSection & { type: 'check-list'; items: string[] })
  | (TitledSection & { type: 'split-media'; bullets: string[]; image: MediaImage; reverse: boolean })
  | { type: 'cta-band'; key: string; title: string; lead?: string; anchor?: string; actions: PageAction[] };

export type CmsPageSectionType = CmsPageSection['type'];

/** A section left out of the page, and why (reported by the registry: console and the render log). */
export interface SkippedSection {
  component: string;
  position: number;
  reason: string;
}

export interface CmsPage {
  id: number;
  documentId?: string;
  path: string;
  title: string;
  description: string;
  keywords: string[];
  socialImage?: MediaImage;
  noindex: boolean;
  updatedAt?: string;
  sections: CmsPageSection[];
  skipped: SkippedSection[];
}

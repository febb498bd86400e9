import type { LucideIcon } from 'lucide-react';
import type { SectionAction } from '../../sections/section-actions';

/** Metadata of a page (docs/site.md: title, description, keywords; the brand is appended by `Seo`). */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
}

export interface HeroCopy {
  eyebrow?: string;
  title: string;
  lead: string;
  actions: readonly SectionAction[];
}

/** Heading of a section: h2 title, optional eyebrow above and lead below. */
export interface SectionCopy {
  title: string;
  eyebrow?: string;
  lead?: string;
}

/** A service page as the services overview lists it: its icon, address, title and description. */
export interface ServiceLink {
  icon: LucideIcon;
  /** The service page's address (`paths.*`). */
  to: string;
  title: string;
  description: string;
}

import type { LucideIcon } from 'lucide-react';
import type { VideoSource } from '../../sections/looping-video';
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

export interface ImageCopy {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A video a service page plays (a looping banner or card): what the player needs, and what the
 * page's `VideoObject` publishes (docs/site.md, "Structured data").
 */
export interface ServiceVideo {
  /** Its title in search results. */
  name: string;
  /** Spanish description of what it shows: the player's label and the node's description. */
  label: string;
  /** In order of preference (webm first, mp4 as the fallback). */
  sources: readonly VideoSource[];
  poster: string;
  width: number;
  height: number;
  /** When the file was first published on the site (the commit that added it), ISO 8601. */
  uploadDate: string;
}

/** A service page as the services overview lists it: its own title and description (one copy of its words). */
export interface ServiceLink {
  icon: LucideIcon;
  /** The service page's address (`paths.*`). */
  to: string;
  title: string;
  description: string;
}

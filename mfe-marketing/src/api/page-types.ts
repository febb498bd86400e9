import type { MediaImage } from '@linx/shared';
import type { CmsPageSection } from '../sections/section-descriptors.generated';
import type { SectionIconName } from './strapi-sections.generated';

/**
 * View models of the pages built in the CMS (docs/decisions.md 13): the page, and the parts its sections are made
 * of (each section type's own view model is in its descriptor, src/sections/<type>/descriptor.ts).
 */

export type { SectionIconName };

/** How an icon is drawn: lucide's name and SVG elements (`[tag, attributes]`), as lucide-react's `Icon` takes them. */
export interface SectionIconData {
  name: string;
  node: [string, Record<string, string>][];
}

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

export interface PageStat {
  value: string;
  label: string;
  context?: string;
  icon?: SectionIconName;
}

export type PageColumns = 2 | 3 | 4;

/** A firm the page names under its hero ("En alianza con …"). */
export interface PagePartner {
  intro?: string;
  name: string;
  text?: string;
  logo?: MediaImage;
}

/** A looping video of the Media Library: its files in order of preference, poster and words. */
export interface PageVideo {
  /** Its name in search results (the page's `VideoObject`). */
  title: string;
  /** Spanish description of what it shows: the player's label and the `VideoObject`'s description. */
  label: string;
  sources: { src: string; type: 'video/mp4' | 'video/webm' }[];
  poster: MediaImage;
  /** When the first file entered the Media Library (ISO 8601). */
  uploadDate: string;
}

/** A card that shows an image or plays a video, with its features and uses. */
export interface PageMediaCard {
  title: string;
  description: string;
  features: string[];
  idealFor: string[];
  image?: MediaImage;
  video?: PageVideo;
}

/** A product or technology named by its logo (the cloud page's databases): informative, not a link. */
export interface PageLogoCard {
  logo: MediaImage;
  /** Its family, above the title ("Base de datos clave-valor"). */
  kind?: string;
  title: string;
  description: string;
  tags: string[];
}

/** A plan of a service, side by side with the others; the featured one is raised with its badge. */
export interface PagePlan {
  name: string;
  tagline?: string;
  description: string;
  features: string[];
  featured: boolean;
  badge?: string;
}

/** A scripted chat of the page (the assistant's sample conversation): its words here, its pace in the site. */
export interface PageChat {
  /** The assistant's name in the phone's header ("LIA"). */
  name: string;
  /** What the conversation shows, for screen readers. */
  label: string;
  messages: { from: 'assistant' | 'user'; text: string }[];
}

/** A titled list (a group of capabilities or of requests). */
export interface PageItemGroup {
  icon?: SectionIconName;
  title: string;
  items: string[];
}

/** A card over a picture that shows its figures one after another (customer satisfaction). */
export interface PageIndicator {
  title: string;
  caption?: string;
  states: { value: string; label: string; mood: 'satisfied' | 'neutral' | 'dissatisfied' }[];
}

/** One case of a carousel: its image, sector, title and words. */
export interface PageSlide {
  image: MediaImage;
  kicker?: string;
  title: string;
  description: string;
}

/** A column of concept cards with its colour and closing link (the home's two ways to grow). */
export interface PageConceptColumn {
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: 'accent' | 'info';
  cards: { icon?: SectionIconName; title: string; description: string }[];
  link?: PageAction;
}

/** A service of the services carousel, leading to its page. */
export interface PageServiceSlide {
  image: MediaImage;
  icon?: SectionIconName;
  categories: string[];
  title: string;
  description: string;
  /** The service page's path. */
  to: string;
}

/** A card that is one link to its page (the home's featured products). */
export interface PageLinkCard {
  image: MediaImage;
  title: string;
  description: string;
  to: string;
}

/** A value of the company, with its colour. */
export interface PageValue {
  icon?: SectionIconName;
  title: string;
  description: string;
  colour: 'accent' | 'info' | 'ink';
}

/** A section of a page, as the site renders it: the view model of one of the section descriptors. */
export type { CmsPageSection, CmsPageSectionType } from '../sections/section-descriptors.generated';

/** A section left out of the page, and why (reported by the registry: console and the render log). */
export interface SkippedSection {
  component: string;
  position: number;
  reason: string;
}

export type PageSchemaType = 'WebPage' | 'Service' | 'AboutPage' | 'PodcastSeries';

export interface CmsPage {
  id: number;
  documentId?: string;
  path: string;
  title: string;
  description: string;
  keywords: string[];
  socialImage?: MediaImage;
  noindex: boolean;
  /** What the page describes to search engines: a web page, one of the company's services, the company, or the podcast. */
  schemaType: PageSchemaType;
  updatedAt?: string;
  sections: CmsPageSection[];
  skipped: SkippedSection[];
  /**
   * The drawing of every icon its sections name, sent with the page's data: the site draws them without
   * shipping every allowed icon as JavaScript.
   */
  icons: Record<string, SectionIconData>;
}

import type { MediaImage, TeamMember } from '@linx/shared';
import type { ClientLogo, Partner, PodcastEpisode } from './types';

/** View models of the pages built in the CMS (docs/decisions.md 13): what mfe-marketing's section registry renders. */

/** One of the icon names of section-icons.json (the CMS enumerations hold the same list). */
export type SectionIconName = string;

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

/** Demonstrations the site draws in code (their sample data is illustrative), named by the CMS. */
export type PageDemo = 'audience-dashboard';

export type CmsPageSection =
  | {
      type: 'page-hero';
      key: string;
      eyebrow?: string;
      title: string;
      /** A second line of the h1, in the accent colour ("LIA" / "Asistente IA"). */
      subtitle?: string;
      /** Words that complete the h1 in turn, every 3 s ("tu marca y tu audiencia", …). */
      phrases: string[];
      /** Words or figures under the hero ("Pantallas" · "cartelería, videowalls y LED"). */
      highlights: { value: string; label: string }[];
      lead?: string;
      /** The hero's media: a conversation, else a looping video, else an image. */
      image?: MediaImage;
      video?: PageVideo;
      chat?: PageChat;
      actions: PageAction[];
      partner?: PagePartner;
    }
  | (TitledSection & {
      type: 'feature-grid';
      columns: PageColumns;
      iconTone: 'accent' | 'info' | 'dark';
      items: PageFeature[];
    })
  | (TitledSection & { type: 'stat-cards'; items: PageStat[] })
  | (TitledSection & { type: 'numbered-steps'; steps: PageStep[] })
  | (TitledSection & { type: 'use-case-cards'; columns: PageColumns; items: PageUseCase[] })
  | (TitledSection & { type: 'check-list'; items: string[] })
  | (TitledSection & {
      type: 'split-media';
      bullets: string[];
      groups: PageItemGroup[];
      stats: PageStat[];
      /** Beside the words: a conversation, else the image (with its rotating indicator over it). */
      image?: MediaImage;
      chat?: PageChat;
      indicator?: PageIndicator;
      reverse: boolean;
    })
  | (TitledSection & { type: 'media-cards'; items: PageMediaCard[]; cardAction?: PageAction })
  | (TitledSection & { type: 'logo-cards'; items: PageLogoCard[] })
  | (TitledSection & { type: 'plan-cards'; items: PagePlan[]; cardAction?: PageAction })
  | (TitledSection & { type: 'case-carousel'; carouselLabel: string; slides: PageSlide[] })
  | (TitledSection & { type: 'dashboard-panel'; panelLabel: string; groups: PageItemGroup[]; stats: PageStat[] })
  | (TitledSection & { type: 'demo'; demo: PageDemo })
  | (TitledSection & { type: 'concept-columns'; columns: PageConceptColumn[] })
  | (TitledSection & { type: 'service-carousel'; carouselLabel: string; moreLabel: string; slides: PageServiceSlide[] })
  | (TitledSection & { type: 'link-cards'; linkLabel: string; items: PageLinkCard[] })
  /** The client logos of the CMS's client collection (those with a logo), under the section's heading. */
  | (TitledSection & { type: 'client-logos'; clients: ClientLogo[] })
  | (TitledSection & { type: 'purpose-cards'; items: { icon?: SectionIconName; title: string; description: string }[] })
  | (TitledSection & { type: 'value-cards'; items: PageValue[] })
  /** The people of the CMS's team collection shown on the about page. */
  | (TitledSection & { type: 'team-grid'; members: TeamMember[] })
  /** The logos of the CMS's partner collection, in a carousel. */
  | (TitledSection & { type: 'partner-carousel'; carouselLabel: string; partners: Partner[] })
  /** The episodes of the CMS's podcast collection, newest first. */
  | (TitledSection & { type: 'episode-list'; episodes: PodcastEpisode[] })
  | { type: 'cta-band'; key: string; title: string; lead?: string; anchor?: string; actions: PageAction[] };

export type CmsPageSectionType = CmsPageSection['type'];

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
  icons: Record<SectionIconName, SectionIconData>;
}

import { descriptor as pageHero } from './page-hero/descriptor';
import { descriptor as featureGrid } from './feature-grid/descriptor';
import { descriptor as statCards } from './stat-cards/descriptor';
import { descriptor as numberedSteps } from './numbered-steps/descriptor';
import { descriptor as useCaseCards } from './use-case-cards/descriptor';
import { descriptor as checkList } from './check-list/descriptor';
import { descriptor as splitMedia } from './split-media/descriptor';
import { descriptor as mediaCards } from './media-cards/descriptor';
import { descriptor as logoCards } from './logo-cards/descriptor';
import { descriptor as planCards } from './plan-cards/descriptor';
import { descriptor as caseCarousel } from './case-carousel/descriptor';
import { descriptor as dashboardPanel } from './dashboard-panel/descriptor';
import { descriptor as demo } from './demo/descriptor';
import { descriptor as conceptColumns } from './concept-columns/descriptor';
import { descriptor as serviceCarousel } from './service-carousel/descriptor';
import { descriptor as linkCards } from './link-cards/descriptor';
import { descriptor as clientLogos } from './client-logos/descriptor';
import { descriptor as purposeCards } from './purpose-cards/descriptor';
import { descriptor as valueCards } from './value-cards/descriptor';
import { descriptor as teamGrid } from './team-grid/descriptor';
import { descriptor as partnerCarousel } from './partner-carousel/descriptor';
import { descriptor as episodeList } from './episode-list/descriptor';
import { descriptor as ctaBand } from './cta-band/descriptor';

/**
 * The section types of the CMS the site renders, one descriptor each (src/sections/<type>/descriptor.ts; the kit's
 * README, "Adding a section type"), in the order of the page's dynamic zone. The mapping of a page's data reads
 * them (src/api/page-mappers.ts); their views are section-views.ts, which the page's first render loads.
 */
export const SECTION_DESCRIPTORS = [
  pageHero,
  featureGrid,
  statCards,
  numberedSteps,
  useCaseCards,
  checkList,
  splitMedia,
  mediaCards,
  logoCards,
  planCards,
  caseCarousel,
  dashboardPanel,
  demo,
  conceptColumns,
  serviceCarousel,
  linkCards,
  clientLogos,
  purposeCards,
  valueCards,
  teamGrid,
  partnerCarousel,
  episodeList,
  ctaBand,
] as const;

type SectionDescriptors = (typeof SECTION_DESCRIPTORS)[number];

/** A section of a page, as the site renders it: the view model of one of the descriptors. */
export type CmsPageSection = ReturnType<SectionDescriptors['map']>;
export type CmsPageSectionType = CmsPageSection['type'];

/** The descriptor of a CMS component, or none for a component the site does not know. */
export const descriptorOf = (component: string): SectionDescriptors | undefined =>
  SECTION_DESCRIPTORS.find((descriptor) => descriptor.component === component);

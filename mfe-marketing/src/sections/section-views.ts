import type { CmsPageSection, CmsPageSectionType } from './section-descriptors';
import type { SectionView } from './section-registry/section-view';
import { view as pageHero } from './page-hero/view';
import { view as featureGrid } from './feature-grid/view';
import { view as statCards } from './stat-cards/view';
import { view as numberedSteps } from './numbered-steps/view';
import { view as useCaseCards } from './use-case-cards/view';
import { view as checkList } from './check-list/view';
import { view as splitMedia } from './split-media/view';
import { view as mediaCards } from './media-cards/view';
import { view as logoCards } from './logo-cards/view';
import { view as planCards } from './plan-cards/view';
import { view as caseCarousel } from './case-carousel/view';
import { view as dashboardPanel } from './dashboard-panel/view';
import { view as demo } from './demo/view';
import { view as conceptColumns } from './concept-columns/view';
import { view as serviceCarousel } from './service-carousel/view';
import { view as linkCards } from './link-cards/view';
import { view as clientLogos } from './client-logos/view';
import { view as purposeCards } from './purpose-cards/view';
import { view as valueCards } from './value-cards/view';
import { view as teamGrid } from './team-grid/view';
import { view as partnerCarousel } from './partner-carousel/view';
import { view as episodeList } from './episode-list/view';
import { view as ctaBand } from './cta-band/view';

/**
 * The view of every section type (src/sections/<type>/view.tsx), by the type of its view model: what the registry
 * draws a page's sections with (section-registry/page-sections.tsx). Apart from the descriptors, so that a page's
 * first render loads the views and not the mapping of the CMS's fields.
 */
export const SECTION_VIEWS: { [T in CmsPageSectionType]: SectionView<Extract<CmsPageSection, { type: T }>> } = {
  'page-hero': pageHero,
  'feature-grid': featureGrid,
  'stat-cards': statCards,
  'numbered-steps': numberedSteps,
  'use-case-cards': useCaseCards,
  'check-list': checkList,
  'split-media': splitMedia,
  'media-cards': mediaCards,
  'logo-cards': logoCards,
  'plan-cards': planCards,
  'case-carousel': caseCarousel,
  'dashboard-panel': dashboardPanel,
  demo: demo,
  'concept-columns': conceptColumns,
  'service-carousel': serviceCarousel,
  'link-cards': linkCards,
  'client-logos': clientLogos,
  'purpose-cards': purposeCards,
  'value-cards': valueCards,
  'team-grid': teamGrid,
  'partner-carousel': partnerCarousel,
  'episode-list': episodeList,
  'cta-band': ctaBand,
};

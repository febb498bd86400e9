import type { ExposedPages } from '@linx/shared/standalone';
import * as servicesPage from './services-page';
import * as sectionsPage from './sections-page';

/**
 * This remote's page modules by file name, for its own page (src/bootstrap.tsx). Its page-loaders test checks
 * that every page the route list gives the remote is here.
 */
export const exposedPages: ExposedPages = {
  'services-page': servicesPage,
  'sections-page': sectionsPage,
};

import type { ExposedPages } from '@linx/shared/standalone';
import * as blogPage from './blog-page';
import * as blogListingPage from './blog-listing-page';
import * as blogArticlePage from './blog-article-page';
import * as casesPage from './cases-page';
import * as caseDetailPage from './case-detail-page';
import * as materialsPage from './materials-page';

/**
 * This remote's page modules by file name, for its own page (src/bootstrap.tsx). Its page-loaders test checks
 * that every page the route list gives the remote is here.
 */
export const exposedPages: ExposedPages = {
  'blog-page': blogPage,
  'blog-listing-page': blogListingPage,
  'blog-article-page': blogArticlePage,
  'cases-page': casesPage,
  'case-detail-page': caseDetailPage,
  'materials-page': materialsPage,
};

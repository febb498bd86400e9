import type { ExposedPages } from '@linx/shared/standalone';
import * as signatureBuilderPage from './signature-builder-page';
import * as analyticsDashboardPage from './analytics-dashboard-page';

/**
 * This remote's page modules by file name, for its own page (src/bootstrap.tsx). Its page-loaders test checks
 * that every page the route list gives the remote is here.
 */
export const exposedPages: ExposedPages = {
  'signature-builder-page': signatureBuilderPage,
  'analytics-dashboard-page': analyticsDashboardPage,
};

import { PageHero, type PageLoader, paths, Seo } from '@linx/shared';
import { analyticsHero, analyticsSeo } from '../content/analytics-page';
import { AnalyticsDashboard } from '../features/analytics-dashboard';

/** /interno/analitica: the staff dashboard, linked from no page and kept out of search engines (docs/decisions.md 14). */
const AnalyticsDashboardPage = () => (
  <>
    <Seo
      title={analyticsSeo.title}
      description={analyticsSeo.description}
      keywords={analyticsSeo.keywords}
      path={paths.analytics}
      noindex
    />
    <PageHero size="compact" eyebrow={analyticsHero.eyebrow} title={analyticsHero.title} lead={analyticsHero.lead} />
    <AnalyticsDashboard />
  </>
);

/** Reads nothing from the CMS; its figures come from the analytics collector, in the browser only. */
export const loader: PageLoader = () => [];

export default AnalyticsDashboardPage;

import { NotFoundPage, RemoteUnavailable, Seo, Spinner, useAsyncResource } from '@linx/shared';
import { sectionsPageCopy } from '../../content/sections-page';
import { cmsRead } from '../../api/reads';
import { SectionsPageView } from './sections-page-view';

/**
 * The page built in the CMS at `/<path>`, or the site's not-found page when none is published there (a
 * 404 in the rendered HTML; the server answers 404 for paths the CMS does not list). When the CMS does not
 * answer (an in-app navigation while it is down), "not available" with a retry that loads the page's own
 * HTML, which the server keeps from its last render.
 */
export const SectionsPageContent = ({ path }: { path: string }) => {
  const page = useAsyncResource(cmsRead.page(path));
  if (page.status === 'success' && page.data) return <SectionsPageView page={page.data} />;
  if (page.status === 'error') return <RemoteUnavailable cause="content" />;
  if (page.status === 'success') return <NotFoundPage />;
  return (
    <>
      <Seo title={sectionsPageCopy.loadingTitle} description={sectionsPageCopy.loadingDescription} noindex />
      <Spinner />
    </>
  );
};

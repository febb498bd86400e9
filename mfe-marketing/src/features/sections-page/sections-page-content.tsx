import {
  BreadcrumbLabels,
  NotFoundPage,
  RemoteUnavailable,
  Seo,
  Spinner,
  useAsyncResource,
  usePageLabels,
} from '@linx/shared';
import { sectionsPageCopy } from '../../content/sections-page';
import { cmsRead } from '../../api/reads';
import { SectionsPageView } from './sections-page-view';

/**
 * The page built in the CMS at `/<path>` ("" for the home), or the site's not-found page when none is
 * published there (a 404 in the rendered HTML; the server answers 404 for paths the CMS does not list). When
 * the CMS does not answer (an in-app navigation while it is down), "not available" with a retry that loads the
 * page's own HTML, which the server keeps from its last render. Its breadcrumbs name the pages built in the CMS
 * above it by their labels (the `page-labels` read; without an answer, the routes' labels alone).
 */
export const SectionsPageContent = ({ path }: { path: string }) => {
  const page = useAsyncResource(cmsRead.page(path));
  const labels = usePageLabels();
  if (page.status === 'success' && page.data && labels.status !== 'loading') {
    return (
      <BreadcrumbLabels value={labels.data ?? []}>
        <SectionsPageView page={page.data} />
      </BreadcrumbLabels>
    );
  }
  if (page.status === 'error') return <RemoteUnavailable cause="content" />;
  if (page.status === 'success' && !page.data) return <NotFoundPage />;
  return (
    <>
      <Seo title={sectionsPageCopy.loadingTitle} description={sectionsPageCopy.loadingDescription} noindex />
      <Spinner />
    </>
  );
};

import {
  BreadcrumbLabels,
  NotFoundPage,
  RemoteUnavailable,
  Seo,
  Spinner,
  useAsyncResource,
  usePageLabels,
  useRenderedAsHtml,
} from '@linx/shared';
import { useEffect, useReducer, type ReactNode } from 'react';
import type { CmsPageSection } from '../../api/page-types';
import { sectionViewsToWaitFor } from '../../sections/section-registry';
import { sectionsPageCopy } from '../../content/sections-page';
import { cmsRead } from '../../api/reads';
import { SectionsPageView } from './sections-page-view';

/** While the page's answer, or the code of its sections' views, is on its way. */
const PageLoading = () => (
  <>
    <Seo title={sectionsPageCopy.loadingTitle} description={sectionsPageCopy.loadingDescription} noindex />
    <Spinner />
  </>
);

/**
 * A page rendered in the browser (a navigation, a retry) shows its sections once their views' code is here, and that
 * of the parts they draw (cards, carousels, a chat), all in one commit, with its h1: never a main holding only some
 * of them, or a section whose cards come a moment later and push the page down. A page hydrating its HTML (and the
 * HTML render, which waits for everything) has nothing to wait for: its sections keep their HTML and hydrate when
 * seen.
 */
const SectionViewsLoaded = ({ sections, children }: { sections: readonly CmsPageSection[]; children: ReactNode }) => {
  const wait = useRenderedAsHtml() ? null : sectionViewsToWaitFor(sections);
  const [, viewsArrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let current = true;
    void wait?.then(() => current && viewsArrived());
    return () => {
      current = false;
    };
  }, [wait]);
  return wait ? <PageLoading /> : children;
};

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
        <SectionViewsLoaded sections={page.data.sections}>
          <SectionsPageView page={page.data} />
        </SectionViewsLoaded>
      </BreadcrumbLabels>
    );
  }
  if (page.status === 'error') return <RemoteUnavailable cause="content" />;
  if (page.status === 'success' && !page.data) return <NotFoundPage />;
  return <PageLoading />;
};

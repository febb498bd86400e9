import { type PageLoader, paths, Seo, Spinner } from '@linx/shared';
import { useParams } from 'react-router-dom';
import { casesCopy } from '../content/cases';
import { CaseDetailView } from '../features/case-detail/components/case-detail-view';
import { NotFound } from '../sections/not-found';
import { useCaseBySlug } from '../api/hooks';
import { cmsRead } from '../api/reads';

/** /casos-exito/:slug — the case read whole by slug (the list holds summaries); "not found" otherwise (docs/decisions.md 7). */
const CaseDetailPage = () => {
  const { slug } = useParams<{ slug: string }>();
  const caseStudy = useCaseBySlug(slug ?? null);
  if (caseStudy.status === 'success' && caseStudy.data) return <CaseDetailView caseStudy={caseStudy.data} />;
  return (
    <>
      <Seo title={casesCopy.detail.loadingTitle} description={casesCopy.seo.description} noindex />
      {caseStudy.status === 'loading' ? (
        <Spinner />
      ) : (
        <NotFound
          title={casesCopy.detail.notFoundTitle}
          text={casesCopy.detail.notFoundText}
          backLabel={casesCopy.detail.back}
          backTo={paths.cases}
        />
      )}
    </>
  );
};

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = ({ slug }) => [cmsRead.case(slug)];

export default CaseDetailPage;

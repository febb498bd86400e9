import { cmsRead, type PageLoader, paths, Seo, Spinner, useCaseById } from '@linx/shared';
import { useParams } from 'react-router-dom';
import { casesCopy } from '../content/cases';
import { CaseDetailView } from '../features/case-detail/components/case-detail-view';
import { NotFound } from '../sections/not-found';

/** /casos-exito/:id — the case read whole by id (the list holds summaries); "not found" otherwise (docs/decisions.md 7). */
const CaseDetailPage = () => {
  const { id } = useParams<{ id: string }>();
  const caseStudy = useCaseById(id ?? null);
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
export const loader: PageLoader = ({ id }) => [cmsRead.case(id)];

export default CaseDetailPage;

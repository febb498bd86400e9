import { type PageLoader, paths } from '@linx/shared';
import casesArt from '../assets/illustrations/cases-hero.svg';
import { casesCopy } from '../content/cases';
import { CasesSection } from '../features/cases/components/cases-section';
import { ListingHead } from '../sections/listing-head';
import { cmsRead } from '../api/reads';

const CasesPage = () => (
  <>
    <ListingHead copy={casesCopy} path={paths.cases} art={casesArt} />
    <CasesSection />
  </>
);

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.cases(), cmsRead.categories()];

export default CasesPage;

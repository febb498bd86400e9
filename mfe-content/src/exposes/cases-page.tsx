import { paths, Seo } from '@linx/shared';
import { casesCopy } from '../content/cases';
import { CasesSection } from '../features/cases/components/cases-section';
import casesArt from '../features/common/illustrations/cases-hero.svg';
import { PageHero } from '../features/common/page-hero';

const CasesPage = () => (
  <>
    <Seo
      title={casesCopy.seo.title}
      description={casesCopy.seo.description}
      keywords={casesCopy.seo.keywords}
      path={paths.cases}
    />
    <PageHero eyebrow={casesCopy.hero.eyebrow} title={casesCopy.hero.title} lead={casesCopy.hero.lead} art={casesArt} />
    <CasesSection />
  </>
);

export default CasesPage;

import { cmsRead, PageHero, type PageLoader, paths, Seo } from '@linx/shared';
import { casesCopy } from '../content/cases';
import { CasesSection } from '../features/cases/components/cases-section';
import casesArt from '../assets/illustrations/cases-hero.svg';
import { HeroArt } from '../sections/hero-art';

const CasesPage = () => (
  <>
    <Seo
      structuredData={{ kind: 'CollectionPage' }}
      title={casesCopy.seo.title}
      description={casesCopy.seo.description}
      keywords={casesCopy.seo.keywords}
      path={paths.cases}
    />
    <PageHero
      size="compact"
      eyebrow={casesCopy.hero.eyebrow}
      title={casesCopy.hero.title}
      lead={casesCopy.hero.lead}
      media={<HeroArt src={casesArt} />}
      hideMediaOnMobile
    />
    <CasesSection />
  </>
);

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.cases(), cmsRead.categories()];

export default CasesPage;

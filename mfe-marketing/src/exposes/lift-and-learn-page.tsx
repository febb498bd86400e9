import { noPageData, paths } from '@linx/shared';
import heroImage from '../assets/services/lift-and-learn-hero.svg';
import {
  benefits,
  benefitsCopy,
  features,
  featuresCopy,
  howItWorksCopy,
  howItWorksSteps,
  liftAndLearnHero,
  liftAndLearnHeroImageAlt,
  liftAndLearnMeta,
  useCases,
  useCasesActions,
  useCasesCopy,
} from '../content/services/lift-and-learn';
import { FeatureGrid } from '../sections/feature-grid';
import { Illustration } from '../sections/illustration';
import { NumberedSteps } from '../sections/numbered-steps';
import { PageHero } from '../sections/page-hero';
import { PageSection } from '../sections/page-section';
import { StatCards } from '../sections/stat-cards';
import { UseCaseCards } from '../sections/use-case-cards';
import { ServiceSeo } from '../sections/service-seo';

/** /servicios/lift-and-learn — docs/site.md §2 "Lift and Learn (ScreenTrigger)". */
const LiftAndLearnPage = () => (
  <>
    <ServiceSeo meta={liftAndLearnMeta} path={paths.liftAndLearn} />
    <PageHero
      {...liftAndLearnHero}
      media={<Illustration src={heroImage} alt={liftAndLearnHeroImageAlt} width={560} height={440} priority />}
    />
    <PageSection {...howItWorksCopy} id="como-funciona">
      <NumberedSteps steps={howItWorksSteps} />
    </PageSection>
    <PageSection {...featuresCopy} tone="soft">
      <FeatureGrid items={features} columns={4} />
    </PageSection>
    <PageSection {...benefitsCopy} tone="dark">
      <StatCards items={benefits} onDark />
    </PageSection>
    <PageSection {...useCasesCopy} actions={useCasesActions}>
      <UseCaseCards items={useCases} columns={4} />
    </PageSection>
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default LiftAndLearnPage;

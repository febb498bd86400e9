import { noPageData, paths } from '@linx/shared';
import cmsHero from '../assets/services/cms-hero.svg';
import contentCreation from '../assets/services/content-creation.svg';
import {
  contentCreationCopy,
  contentCreationImageAlt,
  contentManagementCta,
  contentManagementHero,
  contentManagementHeroImageAlt,
  contentManagementMeta,
  features,
  featuresCopy,
  keyBenefits,
  keyBenefitsCopy,
  planAction,
  plans,
  plansCopy,
} from '../content/services/content-management';
import { PlanCards } from '../features/services/plan-cards';
import { CtaBand } from '../sections/cta-band';
import { FeatureGrid } from '../sections/feature-grid';
import { Illustration } from '../sections/illustration';
import { PageHero } from '../sections/page-hero';
import { PageSection } from '../sections/page-section';
import { SplitMedia } from '../sections/split-media';
import { StatCards } from '../sections/stat-cards';
import { ServiceSeo } from '../sections/service-seo';

/** /servicios/gestion-contenidos — docs/site.md §2 "Content management". */
const ContentManagementPage = () => (
  <>
    <ServiceSeo meta={contentManagementMeta} path={paths.contentManagement} />
    <PageHero
      {...contentManagementHero}
      media={<Illustration src={cmsHero} alt={contentManagementHeroImageAlt} width={560} height={440} priority />}
    />
    <PageSection {...featuresCopy}>
      <FeatureGrid items={features} columns={4} />
    </PageSection>
    <PageSection {...plansCopy} id="planes" tone="soft">
      <PlanCards plans={plans} action={planAction} />
    </PageSection>
    <PageSection {...keyBenefitsCopy} tone="dark">
      <StatCards items={keyBenefits} onDark />
    </PageSection>
    <SplitMedia
      {...contentCreationCopy}
      media={<Illustration src={contentCreation} alt={contentCreationImageAlt} width={560} height={420} rounded />}
    />
    <CtaBand {...contentManagementCta} />
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default ContentManagementPage;

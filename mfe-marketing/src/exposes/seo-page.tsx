import { noPageData, paths } from '@linx/shared';
import heroImage from '../assets/services/seo-hero.svg';
import {
  benefits,
  benefitsCopy,
  platform,
  platformCopy,
  processActions,
  processCopy,
  processSteps,
  sectors,
  sectorsCopy,
  seoContact,
  seoHero,
  seoHeroImageAlt,
  seoMeta,
  seoPartner,
  serviceAction,
  services,
  serviceVideos,
  servicesCopy,
} from '../content/services/seo';
import { PartnerBanner } from '../features/services/partner-banner';
import { SeoServiceCards } from '../features/services/seo-service-cards';
import { CtaBand } from '../sections/cta-band';
import { FeatureGrid } from '../sections/feature-grid';
import { Illustration } from '../sections/illustration';
import { NumberedSteps } from '../sections/numbered-steps';
import { PageHero } from '../sections/page-hero';
import { PageSection } from '../sections/page-section';
import { ServiceSeo } from '../sections/service-seo';

/** /servicios/seo — docs/site.md §2 "SEO/SEM", sections 1–7 in order. */
const SeoPage = () => (
  <>
    <ServiceSeo meta={seoMeta} path={paths.seo} videos={serviceVideos} />
    <PageHero
      {...seoHero}
      media={<Illustration src={heroImage} alt={seoHeroImageAlt} width={560} height={440} priority />}
    >
      <PartnerBanner {...seoPartner} />
    </PageHero>
    <PageSection {...servicesCopy} tone="soft">
      <SeoServiceCards services={services} action={serviceAction} />
    </PageSection>
    <PageSection {...platformCopy} tone="dark">
      <FeatureGrid items={platform} columns={4} onDark />
    </PageSection>
    <PageSection {...benefitsCopy}>
      <FeatureGrid items={benefits} columns={3} />
    </PageSection>
    <PageSection {...processCopy} tone="soft" actions={processActions}>
      <NumberedSteps steps={processSteps} />
    </PageSection>
    <PageSection {...sectorsCopy}>
      <FeatureGrid items={sectors} columns={3} iconTone="info" />
    </PageSection>
    <CtaBand {...seoContact} />
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default SeoPage;

import { noPageData, paths } from '@linx/shared';
import heroImage from '../assets/services/cloud-hero.svg';
import {
  benefits,
  benefitsActions,
  benefitsCopy,
  cloudHero,
  cloudHeroImageAlt,
  cloudMeta,
  databases,
  databasesCopy,
  services,
  servicesCopy,
  strategies,
  strategiesCopy,
  whyMigrate,
  whyMigrateCopy,
} from '../content/services/cloud';
import { DatabaseCards } from '../features/services/database-cards';
import { FeatureGrid } from '../sections/feature-grid';
import { Illustration } from '../sections/illustration';
import { PageHero } from '../sections/page-hero';
import { PageSection } from '../sections/page-section';
import { ServiceSeo } from '../sections/service-seo';

/** /servicios/cloud — docs/site.md §2 "Cloud implementation" (service cards are informative, not links). */
const CloudPage = () => (
  <>
    <ServiceSeo meta={cloudMeta} path={paths.cloud} />
    <PageHero
      {...cloudHero}
      media={<Illustration src={heroImage} alt={cloudHeroImageAlt} width={560} height={440} priority />}
    />
    <PageSection {...servicesCopy}>
      <FeatureGrid items={services} columns={3} />
    </PageSection>
    <PageSection {...whyMigrateCopy} tone="soft">
      <FeatureGrid items={whyMigrate} columns={4} iconTone="info" />
    </PageSection>
    <PageSection {...strategiesCopy} id="estrategias" tone="dark">
      <FeatureGrid items={strategies} columns={3} onDark centerLastRow />
    </PageSection>
    <PageSection {...databasesCopy}>
      <DatabaseCards databases={databases} />
    </PageSection>
    <PageSection {...benefitsCopy} tone="soft" actions={benefitsActions}>
      <FeatureGrid items={benefits} columns={4} />
    </PageSection>
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default CloudPage;

import { noPageData, paths } from '@linx/shared';
import partnerImage from '../assets/services/adreaction-partner.svg';
import { audienceDashboard } from '../content/services/audience-dashboard';
import {
  audienceMeasurementHero,
  audienceMeasurementMeta,
  audienceVideo,
  benefits,
  benefitsCopy,
  dashboardCopy,
  features,
  featuresCopy,
  partnerCopy,
  partnerImageAlt,
  useCases,
  useCasesActions,
  useCasesCopy,
} from '../content/services/audience-measurement';
import { AudienceDashboard } from '../features/services/audience-dashboard';
import { FeatureGrid } from '../sections/feature-grid';
import { Illustration } from '../sections/illustration';
import { LoopingVideo } from '../sections/looping-video';
import { PageHero } from '../sections/page-hero';
import { PageSection } from '../sections/page-section';
import { SplitMedia } from '../sections/split-media';
import { StatCards } from '../sections/stat-cards';
import { UseCaseCards } from '../sections/use-case-cards';
import { ServiceSeo } from '../sections/service-seo';

const heroVideo = <LoopingVideo {...audienceVideo} />;

/** /servicios/medicion-audiencia — docs/site.md §2 "Audience measurement" (AdReactiON). */
const AudienceMeasurementPage = () => (
  <>
    <ServiceSeo meta={audienceMeasurementMeta} path={paths.audienceMeasurement} videos={[audienceVideo]} />
    <PageHero {...audienceMeasurementHero} media={heroVideo} />
    <SplitMedia
      {...partnerCopy}
      media={<Illustration src={partnerImage} alt={partnerImageAlt} width={560} height={420} rounded />}
    />
    <PageSection {...featuresCopy} tone="soft">
      <FeatureGrid items={features} columns={3} />
    </PageSection>
    <PageSection {...benefitsCopy} tone="dark">
      <StatCards items={benefits} onDark />
    </PageSection>
    <PageSection {...dashboardCopy} id="dashboard">
      <AudienceDashboard data={audienceDashboard} />
    </PageSection>
    <PageSection {...useCasesCopy} tone="soft" actions={useCasesActions}>
      <UseCaseCards items={useCases} columns={4} />
    </PageSection>
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default AudienceMeasurementPage;

import { noPageData, paths } from '@linx/shared';
import {
  applicationCases,
  applicationCasesCopy,
  architectureCopy,
  architectureSteps,
  benefits,
  benefitsCopy,
  digitalSignageCta,
  digitalSignageHero,
  digitalSignageMeta,
  digitalSignageVideo,
  implementations,
  implementationsCopy,
  screenTypes,
  screenTypesActions,
  screenTypesCopy,
} from '../content/services/digital-signage';
import { ImplementationsCarousel } from '../features/services/implementations-carousel';
import { CtaBand } from '../sections/cta-band';
import { FeatureGrid } from '../sections/feature-grid';
import { LoopingVideo } from '../sections/looping-video';
import { NumberedSteps } from '../sections/numbered-steps';
import { PageHero } from '../sections/page-hero';
import { PageSection } from '../sections/page-section';
import { StatCards } from '../sections/stat-cards';
import { ServiceSeo } from '../sections/service-seo';

const bannerVideo = <LoopingVideo {...digitalSignageVideo} />;

/** /servicios/senalizacion-digital — docs/site.md §2 "Digital signage". */
const DigitalSignagePage = () => (
  <>
    <ServiceSeo meta={digitalSignageMeta} path={paths.digitalSignage} videos={[digitalSignageVideo]} />
    <PageHero {...digitalSignageHero} media={bannerVideo} />
    <PageSection {...benefitsCopy} tone="soft">
      <StatCards items={benefits} />
    </PageSection>
    <PageSection {...applicationCasesCopy}>
      <FeatureGrid items={applicationCases} columns={3} />
    </PageSection>
    <PageSection {...architectureCopy} tone="dark">
      <NumberedSteps steps={architectureSteps} onDark />
    </PageSection>
    <PageSection {...screenTypesCopy} actions={screenTypesActions}>
      <FeatureGrid items={screenTypes} columns={4} iconTone="info" />
    </PageSection>
    <PageSection {...implementationsCopy} id="implementaciones" tone="soft">
      <ImplementationsCarousel cases={implementations} />
    </PageSection>
    <CtaBand {...digitalSignageCta} />
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default DigitalSignagePage;

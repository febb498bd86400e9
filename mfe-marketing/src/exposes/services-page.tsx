import { noPageData, paths, Seo } from '@linx/shared';
import heroImage from '../assets/services/services-hero.svg';
import {
  directoryCopy,
  directoryMoreLabel,
  serviceEntries,
  servicesCta,
  servicesHero,
  servicesHeroImageAlt,
  servicesMeta,
} from '../content/services/services-overview';
import { ServiceDirectory } from '../features/services/service-directory';
import { CtaBand } from '../sections/cta-band';
import { Illustration } from '../sections/illustration';
import { PageHero } from '../sections/page-hero';
import { PageSection } from '../sections/page-section';

/** /servicios — docs/site.md §2 "Services": every service page, the parent the service pages' breadcrumbs name. */
const ServicesPage = () => (
  <>
    <Seo {...servicesMeta} path={paths.services} structuredData={{ kind: 'CollectionPage' }} />
    <PageHero
      {...servicesHero}
      media={<Illustration src={heroImage} alt={servicesHeroImageAlt} width={560} height={440} priority />}
    />
    <PageSection {...directoryCopy} tone="soft">
      <ServiceDirectory entries={serviceEntries} moreLabel={directoryMoreLabel} />
    </PageSection>
    <CtaBand {...servicesCta} />
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default ServicesPage;

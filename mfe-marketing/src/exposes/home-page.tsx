import { cmsRead, type PageLoader, Seo } from '@linx/shared';
import { homeCta, homeSeo } from '../content/home';
import { AutomationSection } from '../features/home/automation-section';
import { BenefitsSection } from '../features/home/benefits-section';
import { ClientLogos } from '../features/home/client-logos';
import { HomeHero } from '../features/home/home-hero';
import { PointOfSaleSection } from '../features/home/point-of-sale-section';
import { ProcessSection } from '../features/home/process-section';
import { ProductGrid } from '../features/home/product-grid';
import { ServicesCarousel } from '../features/home/services-carousel';
import { CtaBand } from '../sections/cta-band';

const HomePage = () => (
  <>
    <Seo {...homeSeo} />
    <HomeHero />
    <BenefitsSection />
    <ServicesCarousel />
    <ProcessSection />
    <PointOfSaleSection />
    <AutomationSection />
    <ProductGrid />
    <ClientLogos />
    <CtaBand {...homeCta} />
  </>
);

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.clientLogos()];

export default HomePage;

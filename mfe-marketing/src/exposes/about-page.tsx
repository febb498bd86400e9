import { cmsRead, type PageLoader, Seo } from '@linx/shared';
import { aboutBanner, aboutCta, aboutSeo } from '../content/about';
import { MissionVision } from '../features/about/mission-vision';
import { PartnersCarousel } from '../features/about/partners-carousel';
import { TeamGrid } from '../features/about/team-grid';
import { ValuesGrid } from '../features/about/values-grid';
import { CtaBand } from '../sections/cta-band';
import { Illustration } from '../sections/illustration';
import { PageHero } from '../sections/page-hero';

const AboutPage = () => (
  <>
    <Seo {...aboutSeo} structuredData={{ kind: 'AboutPage' }} />
    <PageHero
      eyebrow={aboutBanner.eyebrow}
      title={aboutBanner.title}
      lead={aboutBanner.lead}
      actions={aboutBanner.actions}
      media={<Illustration {...aboutBanner.image} priority />}
    />
    <MissionVision />
    <ValuesGrid />
    <TeamGrid />
    <PartnersCarousel />
    <CtaBand {...aboutCta} />
  </>
);

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.teamMembers(), cmsRead.partners()];

export default AboutPage;

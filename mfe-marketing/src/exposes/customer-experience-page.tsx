import { noPageData, Seo } from '@linx/shared';
import {
  customerExperienceCta,
  customerExperienceHero,
  customerExperienceSeo,
  inStoreExperience,
  outStoreExperience,
} from '../content/customer-experience';
import { ExperienceSplit } from '../features/customer-experience/experience-split';
import { IntegralSection } from '../features/customer-experience/integral-section';
import { CtaBand } from '../sections/cta-band';
import { Illustration } from '../sections/illustration';
import { PageHero } from '../sections/page-hero';

const CustomerExperiencePage = () => (
  <>
    <Seo {...customerExperienceSeo} />
    <PageHero
      eyebrow={customerExperienceHero.eyebrow}
      title={customerExperienceHero.title}
      lead={customerExperienceHero.lead}
      actions={customerExperienceHero.actions}
      media={<Illustration {...customerExperienceHero.image} priority />}
    />
    <ExperienceSplit block={inStoreExperience} />
    <ExperienceSplit block={outStoreExperience} tone="soft" reverse />
    <IntegralSection />
    <CtaBand {...customerExperienceCta} />
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default CustomerExperiencePage;

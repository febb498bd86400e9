import { noPageData, Seo } from '@linx/shared';
import {
  assistantCapabilities,
  automationCategories,
  measurableResults,
  productivityCta,
  productivityHero,
  productivitySeo,
  workflow,
} from '../content/productivity';
import { CtaBand } from '../sections/cta-band';
import { FeatureGrid } from '../sections/feature-grid';
import { Illustration } from '../sections/illustration';
import { NumberedSteps } from '../sections/numbered-steps';
import { PageHero } from '../sections/page-hero';
import { PageSection } from '../sections/page-section';
import { StatCards } from '../sections/stat-cards';

const ProductivityPage = () => (
  <>
    <Seo {...productivitySeo} />
    <PageHero
      eyebrow={productivityHero.eyebrow}
      title={productivityHero.title}
      lead={productivityHero.lead}
      actions={productivityHero.actions}
      media={<Illustration {...productivityHero.image} priority />}
    />
    <PageSection
      eyebrow={assistantCapabilities.eyebrow}
      title={assistantCapabilities.title}
      lead={assistantCapabilities.lead}
    >
      <FeatureGrid items={assistantCapabilities.items} columns={3} iconTone="info" />
    </PageSection>
    <PageSection
      eyebrow={automationCategories.eyebrow}
      title={automationCategories.title}
      lead={automationCategories.lead}
      tone="soft"
    >
      <FeatureGrid items={automationCategories.items} columns={4} />
    </PageSection>
    <PageSection eyebrow={workflow.eyebrow} title={workflow.title} lead={workflow.lead}>
      <NumberedSteps steps={workflow.steps} />
    </PageSection>
    <PageSection
      eyebrow={measurableResults.eyebrow}
      title={measurableResults.title}
      lead={measurableResults.lead}
      tone="dark"
    >
      <StatCards items={measurableResults.stats} onDark />
    </PageSection>
    <CtaBand {...productivityCta} />
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default ProductivityPage;

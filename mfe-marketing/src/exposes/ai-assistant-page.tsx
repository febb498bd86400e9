import { noPageData, paths } from '@linx/shared';
import {
  aiAssistantHero,
  aiAssistantMeta,
  benefits,
  benefitsActions,
  benefitsCopy,
  features,
  featuresCopy,
  liaChat,
  useCases,
  useCasesCopy,
} from '../content/services/ai-assistant';
import { HeroSubtitle } from '../features/services/hero-subtitle';
import { ChatMockup } from '../sections/chat-mockup';
import { FeatureGrid } from '../sections/feature-grid';
import { PageHero } from '../sections/page-hero';
import { PageSection } from '../sections/page-section';
import { StatCards } from '../sections/stat-cards';
import { UseCaseCards } from '../sections/use-case-cards';
import { ServiceSeo } from '../sections/service-seo';

const heroTitle = (
  <>
    {aiAssistantHero.name} <HeroSubtitle>{aiAssistantHero.subtitle}</HeroSubtitle>
  </>
);

/** /servicios/asistente-ia — docs/site.md §2 "AI assistant", sections 1–4 (the footer comes from the shell). */
const AiAssistantPage = () => (
  <>
    <ServiceSeo meta={aiAssistantMeta} path={paths.aiAssistant} />
    <PageHero
      title={heroTitle}
      lead={aiAssistantHero.lead}
      actions={aiAssistantHero.actions}
      media={<ChatMockup name={aiAssistantHero.name} messages={liaChat.messages} label={liaChat.label} />}
    />
    <PageSection {...featuresCopy}>
      <FeatureGrid items={features} columns={4} />
    </PageSection>
    <PageSection {...benefitsCopy} tone="dark" actions={benefitsActions}>
      <StatCards items={benefits} onDark />
    </PageSection>
    <PageSection {...useCasesCopy} tone="soft">
      <UseCaseCards items={useCases} columns={3} />
    </PageSection>
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default AiAssistantPage;

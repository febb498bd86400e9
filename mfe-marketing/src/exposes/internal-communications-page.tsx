import { noPageData, paths } from '@linx/shared';
import heroImage from '../assets/services/internal-comms-hero.svg';
import {
  automationCopy,
  automationLists,
  dashboardCopy,
  dashboardGroups,
  dashboardStats,
  features,
  featuresCopy,
  internalCommsHero,
  internalCommsHeroImageAlt,
  internalCommsMeta,
  sectors,
  sectorsCopy,
  solutions,
  solutionsCopy,
  workLetterChat,
} from '../content/services/internal-communications';
import { CommsDashboard } from '../features/services/comms-dashboard';
import { ProcessLists } from '../features/services/process-lists';
import { ChatMockup } from '../sections/chat-mockup';
import { FeatureGrid } from '../sections/feature-grid';
import { Illustration } from '../sections/illustration';
import { PageHero } from '../sections/page-hero';
import { PageSection } from '../sections/page-section';
import { SplitMedia } from '../sections/split-media';
import { UseCaseCards } from '../sections/use-case-cards';
import { ServiceSeo } from '../sections/service-seo';

/** /servicios/comunicaciones-internas — docs/site.md §2 "Internal communications" (the footer comes from the shell). */
const InternalCommunicationsPage = () => (
  <>
    <ServiceSeo meta={internalCommsMeta} path={paths.internalCommunications} />
    <PageHero
      {...internalCommsHero}
      media={<Illustration src={heroImage} alt={internalCommsHeroImageAlt} width={560} height={440} priority />}
    />
    <PageSection {...dashboardCopy} tone="soft">
      <CommsDashboard groups={dashboardGroups} stats={dashboardStats} label="Panel de comunicaciones internas" />
    </PageSection>
    <PageSection {...featuresCopy}>
      <FeatureGrid items={features} columns={4} />
    </PageSection>
    <SplitMedia
      {...automationCopy}
      tone="soft"
      media={<ChatMockup name="LIA" messages={workLetterChat.messages} label={workLetterChat.label} />}
    >
      <ProcessLists lists={automationLists} />
    </SplitMedia>
    <PageSection {...solutionsCopy}>
      <FeatureGrid items={solutions} columns={2} />
    </PageSection>
    <PageSection {...sectorsCopy} tone="dark">
      <UseCaseCards items={sectors} columns={4} />
    </PageSection>
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default InternalCommunicationsPage;

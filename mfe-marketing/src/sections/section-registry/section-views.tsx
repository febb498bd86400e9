import type { ReactNode } from 'react';
import { CheckList } from '../check-list';
import { ClientLogos } from '../client-logos';
import { ConceptColumns } from '../concept-columns';
import { CtaBand } from '../cta-band';
import { FeatureGrid } from '../feature-grid';
import { HeroSubtitle } from '../hero-subtitle';
import { NumberedSteps } from '../numbered-steps';
import { PageHero } from '../page-hero';
import { PageSection } from '../page-section';
import { HeroHighlights, RotatingHero } from '../rotating-hero';
import { ServiceCarousel } from '../service-carousel';
import { SplitMedia, SplitStats } from '../split-media';
import { StatCards } from '../stat-cards';
import { LinkCards } from '../link-cards';
import type { CmsPageSection, PageDemo } from '../../api/page-types';
import { HeroMedia, SplitMediaVisual } from './section-media';
import { sectionIcon } from './section-icons';
import { MissingSectionData } from './section-without-data';
import {
  AudienceDashboardDemo,
  CaseCarousel,
  DashboardPanel,
  EpisodeList,
  LogoCards,
  MediaCards,
  PartnerBanner,
  PartnerCarousel,
  PlanCards,
  ProcessLists,
  PurposeCards,
  TeamGrid,
  UseCaseCards,
  ValueCards,
} from './views-on-demand';

type SectionOf<T extends CmsPageSection['type']> = Extract<CmsPageSection, { type: T }>;
type Titled = SectionOf<'feature-grid'>;

/** The titled band around a block: h2 heading, tone, anchor id and buttons of the CMS section. */
const Band = ({
  section,
  align,
  children,
}: {
  section: Omit<Titled, 'type' | 'columns' | 'iconTone' | 'items'>;
  /** The heading's alignment (centred unless a list reads better from the start). */
  align?: 'start' | 'center';
  children: ReactNode;
}) => (
  <PageSection
    id={section.anchor}
    align={align}
    tone={section.tone}
    eyebrow={section.eyebrow}
    title={section.title}
    lead={section.lead}
    actions={section.actions}
  >
    {children}
  </PageSection>
);

/** A section that shows a CMS collection, with its entries; without any, it fails the page's render naming itself. */
const withData = <T,>(section: { title: string }, items: readonly T[], view: () => ReactNode): ReactNode =>
  items.length > 0 ? view() : <MissingSectionData title={section.title} />;

const withIcon = <T extends { icon?: string }>(item: T) => ({ ...item, icon: sectionIcon(item.icon) });

/** The demonstrations the site draws in code, by the name the CMS gives them. */
const DEMOS: Record<PageDemo, () => ReactNode> = {
  'audience-dashboard': () => <AudienceDashboardDemo />,
};

/** One view per section type of the CMS (docs/decisions.md 13): the section kit, laid out from the CMS's words. */
export const SECTION_VIEWS: { [T in CmsPageSection['type']]: (section: SectionOf<T>) => ReactNode } = {
  'page-hero': (hero) =>
    hero.phrases.length > 0 ? (
      <RotatingHero
        eyebrow={hero.eyebrow}
        titleStart={hero.title}
        phrases={hero.phrases}
        lead={hero.lead}
        actions={hero.actions}
        media={<HeroMedia hero={hero} />}
        highlights={hero.highlights}
      />
    ) : (
      <PageHero
        eyebrow={hero.eyebrow}
        title={
          hero.subtitle ? (
            <>
              {hero.title} <HeroSubtitle>{hero.subtitle}</HeroSubtitle>
            </>
          ) : (
            hero.title
          )
        }
        lead={hero.lead}
        actions={hero.actions}
        media={<HeroMedia hero={hero} />}
      >
        {hero.partner && <PartnerBanner {...hero.partner} />}
        <HeroHighlights items={hero.highlights} />
      </PageHero>
    ),
  'feature-grid': (section) => (
    <Band section={section}>
      <FeatureGrid
        items={section.items.map(withIcon)}
        columns={section.columns}
        iconTone={section.iconTone}
        onDark={section.tone === 'dark'}
        centerLastRow
      />
    </Band>
  ),
  'stat-cards': (section) => (
    <Band section={section}>
      <StatCards items={section.items.map(withIcon)} onDark={section.tone === 'dark'} />
    </Band>
  ),
  'numbered-steps': (section) => (
    <Band section={section}>
      <NumberedSteps steps={section.steps.map(withIcon)} onDark={section.tone === 'dark'} />
    </Band>
  ),
  'use-case-cards': (section) => (
    <Band section={section}>
      <UseCaseCards items={section.items.map(withIcon)} columns={section.columns} />
    </Band>
  ),
  'check-list': (section) => (
    <Band section={section}>
      <CheckList items={section.items} onDark={section.tone === 'dark'} />
    </Band>
  ),
  'split-media': (section) => (
    <SplitMedia
      id={section.anchor}
      tone={section.tone}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
      bullets={section.bullets}
      actions={section.actions}
      reverse={section.reverse}
      media={<SplitMediaVisual section={section} />}
    >
      {section.groups.length > 0 ? <ProcessLists lists={section.groups} /> : null}
      {section.stats.length > 0 ? (
        <SplitStats items={section.stats.map(withIcon)} onDark={section.tone === 'dark'} />
      ) : null}
    </SplitMedia>
  ),
  'media-cards': (section) => (
    <Band section={section}>
      <MediaCards services={section.items} action={section.cardAction} />
    </Band>
  ),
  'logo-cards': (section) => (
    <Band section={section}>
      <LogoCards items={section.items} />
    </Band>
  ),
  'plan-cards': (section) => (
    <Band section={section}>
      <PlanCards plans={section.items} action={section.cardAction} />
    </Band>
  ),
  'case-carousel': (section) => (
    <Band section={section}>
      <CaseCarousel label={section.carouselLabel} slides={section.slides} />
    </Band>
  ),
  'dashboard-panel': (section) => (
    <Band section={section}>
      <DashboardPanel
        label={section.panelLabel}
        groups={section.groups.map(withIcon)}
        stats={section.stats.map(withIcon)}
      />
    </Band>
  ),
  demo: (section) => <Band section={section}>{DEMOS[section.demo]()}</Band>,
  'concept-columns': (section) => (
    <Band section={section}>
      <ConceptColumns columns={section.columns.map((column) => ({ ...column, cards: column.cards.map(withIcon) }))} />
    </Band>
  ),
  'service-carousel': (section) => (
    <Band section={section}>
      <ServiceCarousel
        label={section.carouselLabel}
        moreLabel={section.moreLabel}
        slides={section.slides.map(withIcon)}
      />
    </Band>
  ),
  'link-cards': (section) => (
    <Band section={section}>
      <LinkCards items={section.items} linkLabel={section.linkLabel} />
    </Band>
  ),
  'client-logos': (section) =>
    withData(section, section.clients, () => (
      <ClientLogos
        id={section.anchor}
        eyebrow={section.eyebrow}
        title={section.title}
        lead={section.lead}
        tone={section.tone}
        clients={section.clients}
      />
    )),
  'purpose-cards': (section) => (
    <Band section={section}>
      <PurposeCards items={section.items.map(withIcon)} />
    </Band>
  ),
  'value-cards': (section) => (
    <Band section={section}>
      <ValueCards items={section.items.map(withIcon)} />
    </Band>
  ),
  'team-grid': (section) =>
    withData(section, section.members, () => (
      <Band section={section}>
        <TeamGrid members={section.members} />
      </Band>
    )),
  'partner-carousel': (section) =>
    withData(section, section.partners, () => (
      <Band section={section}>
        <PartnerCarousel label={section.carouselLabel} partners={section.partners} />
      </Band>
    )),
  'episode-list': (section) =>
    withData(section, section.episodes, () => (
      <Band section={section} align="start">
        <EpisodeList episodes={section.episodes} />
      </Band>
    )),
  'cta-band': (section) => (
    <CtaBand id={section.anchor} title={section.title} lead={section.lead} actions={section.actions} />
  ),
};

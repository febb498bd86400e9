import type { CmsPageSection } from '@linx/shared';
import type { ReactNode } from 'react';
import { CheckList } from '../check-list';
import { CtaBand } from '../cta-band';
import { FeatureGrid } from '../feature-grid';
import { NumberedSteps } from '../numbered-steps';
import { PageHero } from '../page-hero';
import { PageSection } from '../page-section';
import { SplitMedia } from '../split-media';
import { StatCards } from '../stat-cards';
import { UseCaseCards } from '../use-case-cards';
import { LogoCards } from '../logo-cards';
import { MediaCards } from '../media-cards';
import { PlanCards } from '../plan-cards';
import { PartnerBanner } from '../partner-banner';
import { SectionImage } from './section-media';
import { sectionIcon } from './section-icons';

type SectionOf<T extends CmsPageSection['type']> = Extract<CmsPageSection, { type: T }>;
type Titled = SectionOf<'feature-grid'>;

/** The titled band around a block: h2 heading, tone, anchor id and buttons of the CMS section. */
const Band = ({
  section,
  children,
}: {
  section: Omit<Titled, 'type' | 'columns' | 'iconTone' | 'items'>;
  children: ReactNode;
}) => (
  <PageSection
    id={section.anchor}
    tone={section.tone}
    eyebrow={section.eyebrow}
    title={section.title}
    lead={section.lead}
    actions={section.actions}
  >
    {children}
  </PageSection>
);

const withIcon = <T extends { icon?: string }>(item: T) => ({ ...item, icon: sectionIcon(item.icon) });

/** One view per section type of the CMS (docs/decisions.md 13): the section kit, laid out from the CMS's words. */
export const SECTION_VIEWS: { [T in CmsPageSection['type']]: (section: SectionOf<T>) => ReactNode } = {
  'page-hero': ({ image, partner, ...hero }) => (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      actions={hero.actions}
      media={image ? <SectionImage image={image} priority /> : undefined}
    >
      {partner && <PartnerBanner {...partner} />}
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
      media={<SectionImage image={section.image} />}
    />
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
  'cta-band': (section) => (
    <CtaBand id={section.anchor} title={section.title} lead={section.lead} actions={section.actions} />
  ),
};

import type { ReactNode } from 'react';
import type { TitledSection } from '../../api/page-types';
import { PageSection } from '../page-section';
import { sectionIcon } from './section-icons';
import { MissingSectionData } from './section-without-data';

/** The views' shared pieces: the titled band around a block, a collection's entries, icons by name. */

/** The titled band around a block: h2 heading, tone, anchor id and buttons of the CMS section. */
export const Band = ({
  section,
  align,
  children,
}: {
  section: TitledSection;
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

/** Whether a block sits on the dark tone (its words and figures turn light). */
export const onDark = (section: TitledSection): boolean => section.tone === 'dark';

/** A section that shows a CMS collection, with its entries; without any, it fails the page's render naming itself. */
export const withData = <T,>(section: { title: string }, items: readonly T[], view: () => ReactNode): ReactNode =>
  items.length > 0 ? view() : <MissingSectionData title={section.title} />;

/** An item whose icon is named by the CMS, with that icon as the section kit takes icons. */
export const withIcon = <T extends { icon?: string }>(item: T) => ({ ...item, icon: sectionIcon(item.icon) });

import { Band } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import type { LinkCardsSection } from './descriptor';
import { LinkCards } from './link-cards';

export const view: SectionView<LinkCardsSection> = (section) => (
  <Band section={section}>
    <LinkCards items={section.items} linkLabel={section.linkLabel} />
  </Band>
);

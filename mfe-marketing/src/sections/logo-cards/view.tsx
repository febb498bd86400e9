import { Band } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { LogoCardsSection } from './descriptor';

const LogoCards = onDemand(() => import('../logo-cards').then((m) => m.LogoCards));

export const view: SectionView<LogoCardsSection> = viewWithParts(
  (section) => (
    <Band section={section}>
      <LogoCards items={section.items} />
    </Band>
  ),
  () => [LogoCards],
);

import { bandAround } from '../section-registry/band-around';
import type { SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { LogoCardsSection } from './descriptor';

const LogoCards = onDemand(() => import('../logo-cards').then((m) => m.LogoCards));

export const view: SectionView<LogoCardsSection> = bandAround(LogoCards, (section) => ({ items: section.items }));

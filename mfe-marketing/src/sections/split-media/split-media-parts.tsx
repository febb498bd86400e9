import type { ReactNode } from 'react';
import { StatCards, type StatItem } from '../stat-cards';
import { StyledOverlaidMedia, StyledOverlaySlot, StyledSplitStats } from './split-media.styles';

/** Figures under the words of a split section (two side by side on large screens). */
export const SplitStats = ({ items, onDark = false }: { items: readonly StatItem[]; onDark?: boolean }) => (
  <StyledSplitStats>
    <StatCards items={items} onDark={onDark} />
  </StyledSplitStats>
);

/** A picture with a card over its lower edge (below it on phones): the rotating satisfaction indicator. */
export const OverlaidMedia = ({ media, overlay }: { media: ReactNode; overlay: ReactNode }) => (
  <StyledOverlaidMedia>
    {media}
    <StyledOverlaySlot>{overlay}</StyledOverlaySlot>
  </StyledOverlaidMedia>
);

import type { LucideIcon } from 'lucide-react';
import { CheckList } from '../check-list';
import { IconBadge, type IconTone } from '../icon-badge';
import { StyledFeatureCard, StyledFeatureGrid, StyledFeatureText, StyledFeatureTitle } from './feature-grid.styles';

export interface FeatureItem {
  icon?: LucideIcon;
  title: string;
  description: string;
  bullets?: readonly string[];
}

export interface FeatureGridProps {
  items: readonly FeatureItem[];
  /** Columns from desktop up (phones 1, tablets 2). */
  columns?: 2 | 3 | 4;
  /** Cards on a navy section. */
  onDark?: boolean;
  iconTone?: IconTone;
  /** Centre an incomplete last row (e.g. five cards in three columns). */
  centerLastRow?: boolean;
}

/** Equal-height cards: icon tile, h3 title, short text, optional check list. */
export const FeatureGrid = ({
  items,
  columns = 3,
  onDark = false,
  iconTone,
  centerLastRow = false,
}: FeatureGridProps) => (
  <StyledFeatureGrid $columns={columns} $centered={centerLastRow}>
    {items.map((item) => (
      <StyledFeatureCard key={item.title} $onDark={onDark}>
        {item.icon ? <IconBadge icon={item.icon} tone={iconTone ?? (onDark ? 'dark' : 'accent')} /> : null}
        <StyledFeatureTitle>{item.title}</StyledFeatureTitle>
        <StyledFeatureText $onDark={onDark}>{item.description}</StyledFeatureText>
        {item.bullets && item.bullets.length > 0 ? <CheckList items={item.bullets} onDark={onDark} /> : null}
      </StyledFeatureCard>
    ))}
  </StyledFeatureGrid>
);

import type { LucideIcon } from 'lucide-react';
import { IconBadge } from '../icon-badge';
import {
  StyledStatCard,
  StyledStatContext,
  StyledStatGrid,
  StyledStatLabel,
  StyledStatValue,
} from './stat-cards.styles';

export interface StatItem {
  /** The figure as shown: "+45%", "24/7", "-40%". */
  value: string;
  label: string;
  /** One line of context under the label. */
  context?: string;
  icon?: LucideIcon;
}

export interface StatCardsProps {
  items: readonly StatItem[];
  onDark?: boolean;
}

/** Big tabular figures with a label and one line of context. */
export const StatCards = ({ items, onDark = false }: StatCardsProps) => (
  <StyledStatGrid $count={items.length}>
    {items.map((item) => (
      <StyledStatCard key={`${item.value}-${item.label}`} $onDark={onDark}>
        {item.icon ? <IconBadge icon={item.icon} tone={onDark ? 'dark' : 'info'} /> : null}
        <StyledStatValue $onDark={onDark}>{item.value}</StyledStatValue>
        <StyledStatLabel>{item.label}</StyledStatLabel>
        {item.context ? <StyledStatContext $onDark={onDark}>{item.context}</StyledStatContext> : null}
      </StyledStatCard>
    ))}
  </StyledStatGrid>
);

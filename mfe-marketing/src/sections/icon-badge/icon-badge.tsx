import type { LucideIcon } from 'lucide-react';
import { StyledIconBadge } from './icon-badge.styles';

export type IconTone = 'accent' | 'info' | 'dark';

export interface IconBadgeProps {
  icon: LucideIcon;
  tone?: IconTone;
  size?: 'md' | 'lg';
}

/** A decorative icon on a soft rounded tile (hidden from assistive tech: the card's title names it). */
export const IconBadge = ({ icon: Icon, tone = 'accent', size = 'md' }: IconBadgeProps) => (
  <StyledIconBadge $tone={tone} $size={size} aria-hidden="true">
    <Icon strokeWidth={1.75} />
  </StyledIconBadge>
);

import type { LucideIcon } from 'lucide-react';
import { IconBadge } from '../icon-badge';
import { StyledPurpose, StyledPurposeGrid, StyledPurposeText, StyledPurposeTitle } from './purpose-cards.styles';

export interface PurposeCard {
  icon?: LucideIcon;
  title: string;
  description: string;
}

/** The mission and vision cards; the first is featured. */
export const PurposeCards = ({ items }: { items: readonly PurposeCard[] }) => (
  <StyledPurposeGrid>
    {items.map((item, index) => (
      <StyledPurpose key={item.title} $featured={index === 0}>
        {item.icon ? <IconBadge icon={item.icon} tone={index === 0 ? 'dark' : 'info'} size="lg" /> : null}
        <StyledPurposeTitle>{item.title}</StyledPurposeTitle>
        <StyledPurposeText $featured={index === 0}>{item.description}</StyledPurposeText>
      </StyledPurpose>
    ))}
  </StyledPurposeGrid>
);

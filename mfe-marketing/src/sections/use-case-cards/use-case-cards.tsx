import { Grid } from '@linx/shared';
import type { LucideIcon } from 'lucide-react';
import { CheckList } from '../check-list';
import { IconBadge } from '../icon-badge';
import {
  StyledUseCaseBody,
  StyledUseCaseCard,
  StyledUseCaseHeader,
  StyledUseCaseText,
  StyledUseCaseTitle,
} from './use-case-cards.styles';

export interface UseCaseItem {
  icon?: LucideIcon;
  title: string;
  description?: string;
  bullets: readonly string[];
}

export interface UseCaseCardsProps {
  items: readonly UseCaseItem[];
  columns?: 2 | 3 | 4;
}

/** Scenario cards: icon and title in a tinted header, a short text and a check list. */
export const UseCaseCards = ({ items, columns = 3 }: UseCaseCardsProps) => (
  <Grid $columns={columns}>
    {items.map((item) => (
      <StyledUseCaseCard key={item.title}>
        <StyledUseCaseHeader>
          {item.icon ? <IconBadge icon={item.icon} tone="dark" /> : null}
          <StyledUseCaseTitle>{item.title}</StyledUseCaseTitle>
        </StyledUseCaseHeader>
        <StyledUseCaseBody>
          {item.description ? <StyledUseCaseText>{item.description}</StyledUseCaseText> : null}
          <CheckList items={item.bullets} />
        </StyledUseCaseBody>
      </StyledUseCaseCard>
    ))}
  </Grid>
);

import { CheckList } from '../check-list';
import { SectionActions } from '../section-actions';
import type { PageAction, PagePlan } from '../../api/page-types';
import {
  StyledPlanBadge,
  StyledPlanCard,
  StyledPlanDescription,
  StyledPlanFooter,
  StyledPlanGrid,
  StyledPlanName,
  StyledPlanTagline,
} from './plan-cards.styles';

export interface PlanCardsProps {
  plans: readonly PagePlan[];
  /** The button every plan shows ("Solicitar información"); the featured plan's is the primary one. */
  action?: PageAction;
}

/** Side-by-side plans; the featured one is raised and outlined in orange. */
export const PlanCards = ({ plans, action }: PlanCardsProps) => (
  <StyledPlanGrid>
    {plans.map((plan) => (
      <StyledPlanCard key={plan.name} $featured={plan.featured} aria-label={plan.name}>
        {plan.badge ? <StyledPlanBadge>{plan.badge}</StyledPlanBadge> : null}
        {plan.tagline ? <StyledPlanTagline>{plan.tagline}</StyledPlanTagline> : null}
        <StyledPlanName>{plan.name}</StyledPlanName>
        <StyledPlanDescription>{plan.description}</StyledPlanDescription>
        <CheckList items={plan.features} label={`Incluye ${plan.name}`} />
        {action ? (
          <StyledPlanFooter>
            <SectionActions actions={[{ ...action, variant: plan.featured ? 'primary' : 'secondary' }]} />
          </StyledPlanFooter>
        ) : null}
      </StyledPlanCard>
    ))}
  </StyledPlanGrid>
);

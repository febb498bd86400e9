import type { SignagePlan } from '../../../content/services/content-management';
import { CheckList } from '../../../sections/check-list';
import { SectionActions, type SectionAction } from '../../../sections/section-actions';
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
  plans: readonly SignagePlan[];
  /** The button every plan shows ("Solicitar información"). */
  action: SectionAction;
}

/** Side-by-side plans; the featured one is raised and outlined in orange. */
export const PlanCards = ({ plans, action }: PlanCardsProps) => (
  <StyledPlanGrid>
    {plans.map((plan) => (
      <StyledPlanCard key={plan.name} $featured={Boolean(plan.featured)} aria-label={plan.name}>
        {plan.badge ? <StyledPlanBadge>{plan.badge}</StyledPlanBadge> : null}
        <StyledPlanTagline>{plan.tagline}</StyledPlanTagline>
        <StyledPlanName>{plan.name}</StyledPlanName>
        <StyledPlanDescription>{plan.description}</StyledPlanDescription>
        <CheckList items={plan.features} label={`Incluye ${plan.name}`} />
        <StyledPlanFooter>
          <SectionActions actions={[{ ...action, variant: plan.featured ? 'primary' : 'secondary' }]} />
        </StyledPlanFooter>
      </StyledPlanCard>
    ))}
  </StyledPlanGrid>
);

import { Container, Section } from '@linx/shared';
import { CheckCircle2, CircleAlert, Lightbulb, Target, type LucideIcon } from 'lucide-react';
import { casesCopy } from '../../../content/cases';
import { StyledCardsGrid, StyledListCard } from './detail-sections.styles';
import type { CaseSectionProps } from './section-props';

/** "El Desafío" and "La Solución": only when both lists exist. */
export const hasChallengeSection = ({ caseStudy }: Pick<CaseSectionProps, 'caseStudy'>): boolean =>
  caseStudy.challenges.length > 0 && caseStudy.solutions.length > 0;

const ItemList = ({ items, icon: Icon }: { items: readonly string[]; icon: LucideIcon }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>
        <Icon aria-hidden="true" size={18} />
        <span>{item}</span>
      </li>
    ))}
  </ul>
);

export const ChallengeSolutionSection = ({ caseStudy, tone }: CaseSectionProps) => (
  <Section $tone={tone} aria-label={`${casesCopy.detail.challenge} y ${casesCopy.detail.solution}`}>
    <Container>
      <StyledCardsGrid>
        <StyledListCard as="section" $accent="accent" aria-labelledby="case-challenge-title">
          <h2 id="case-challenge-title">
            <Target aria-hidden="true" />
            {casesCopy.detail.challenge}
          </h2>
          <ItemList items={caseStudy.challenges} icon={CircleAlert} />
        </StyledListCard>
        <StyledListCard as="section" $accent="info" aria-labelledby="case-solution-title">
          <h2 id="case-solution-title">
            <Lightbulb aria-hidden="true" />
            {casesCopy.detail.solution}
          </h2>
          <ItemList items={caseStudy.solutions} icon={CheckCircle2} />
        </StyledListCard>
      </StyledCardsGrid>
    </Container>
  </Section>
);

import { Card, Container, Section, SectionHeading } from '@linx/shared';
import { Trophy } from 'lucide-react';
import { casesCopy } from '../../../content/cases';
import { StyledBodyText, StyledResultIcon, StyledResults, StyledResultTitle } from './detail-sections.styles';
import type { CaseSectionProps } from './section-props';

export const hasResultsSection = ({ caseStudy }: Pick<CaseSectionProps, 'caseStudy'>): boolean =>
  caseStudy.results.length > 0;

/** "Resultados Destacados": one card per result. */
export const ResultsSection = ({ caseStudy, tone }: CaseSectionProps) => (
  <Section $tone={tone} aria-labelledby="case-results-title">
    <Container>
      <SectionHeading id="case-results-title" title={casesCopy.detail.results} />
      <StyledResults>
        {caseStudy.results.map((result) => (
          <Card key={result.title}>
            <StyledResultIcon aria-hidden="true">
              <Trophy size={24} />
            </StyledResultIcon>
            <StyledResultTitle>{result.title}</StyledResultTitle>
            <StyledBodyText>{result.description}</StyledBodyText>
          </Card>
        ))}
      </StyledResults>
    </Container>
  </Section>
);

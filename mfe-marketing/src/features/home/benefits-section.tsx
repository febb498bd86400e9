import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { homeBenefits, type BenefitColumn } from '../../content/home';
import { IconBadge } from '../../sections/icon-badge';
import { PageSection } from '../../sections/page-section';
import {
  StyledColumn,
  StyledColumnHeader,
  StyledColumnLead,
  StyledColumnLink,
  StyledColumns,
  StyledColumnTitle,
  StyledConcept,
  StyledConceptText,
  StyledConceptTitle,
  StyledConcepts,
  StyledTag,
} from './benefits-section.styles';

const Column = ({ column }: { column: BenefitColumn }) => {
  const titleId = useId();
  return (
    <StyledColumn $tone={column.tone} aria-labelledby={titleId}>
      <StyledColumnHeader>
        <StyledTag $tone={column.tone}>{column.eyebrow}</StyledTag>
        <StyledColumnTitle id={titleId}>{column.title}</StyledColumnTitle>
        <StyledColumnLead>{column.lead}</StyledColumnLead>
      </StyledColumnHeader>
      <StyledConcepts>
        {column.cards.map((card) => (
          <StyledConcept key={card.title}>
            <IconBadge icon={card.icon} tone={column.tone} />
            <StyledConceptTitle>{card.title}</StyledConceptTitle>
            <StyledConceptText>{card.description}</StyledConceptText>
          </StyledConcept>
        ))}
      </StyledConcepts>
      <StyledColumnLink to={column.link.to} $tone={column.tone}>
        {column.link.label}
        <ArrowRight aria-hidden size={18} />
      </StyledColumnLink>
    </StyledColumn>
  );
};

/** Two columns, customer experience and productivity, with four concept cards each. */
export const BenefitsSection = () => (
  <PageSection eyebrow={homeBenefits.eyebrow} title={homeBenefits.title} lead={homeBenefits.lead} tone="soft">
    <StyledColumns>
      {homeBenefits.columns.map((column) => (
        <Column key={column.title} column={column} />
      ))}
    </StyledColumns>
  </PageSection>
);

import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { IconBadge } from '../icon-badge';
import type { PageConceptColumn } from '../../api/page-types';
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
} from './concept-columns.styles';

/** A column with its cards' icons resolved. */
export type ConceptColumn = Omit<PageConceptColumn, 'cards'> & {
  cards: { icon?: LucideIcon; title: string; description: string }[];
};

const Column = ({ column }: { column: ConceptColumn }) => {
  const titleId = useId();
  return (
    <StyledColumn $tone={column.tone} aria-labelledby={titleId}>
      <StyledColumnHeader>
        {column.eyebrow ? <StyledTag $tone={column.tone}>{column.eyebrow}</StyledTag> : null}
        <StyledColumnTitle id={titleId}>{column.title}</StyledColumnTitle>
        {column.lead ? <StyledColumnLead>{column.lead}</StyledColumnLead> : null}
      </StyledColumnHeader>
      <StyledConcepts>
        {column.cards.map((card) => (
          <StyledConcept key={card.title}>
            {card.icon ? <IconBadge icon={card.icon} tone={column.tone} /> : null}
            <StyledConceptTitle>{card.title}</StyledConceptTitle>
            <StyledConceptText>{card.description}</StyledConceptText>
          </StyledConcept>
        ))}
      </StyledConcepts>
      {column.link?.kind === 'link' ? (
        <StyledColumnLink to={column.link.to} $tone={column.tone}>
          {column.link.label}
          <ArrowRight aria-hidden size={18} />
        </StyledColumnLink>
      ) : null}
    </StyledColumn>
  );
};

/** Columns of concept cards side by side (customer experience and productivity), each with its link. */
export const ConceptColumns = ({ columns }: { columns: readonly ConceptColumn[] }) => (
  <StyledColumns>
    {columns.map((column) => (
      <Column key={column.title} column={column} />
    ))}
  </StyledColumns>
);

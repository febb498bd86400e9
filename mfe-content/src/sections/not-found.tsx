import { ButtonLink, Container, Section } from '@linx/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import { commonCopy } from '../content/common';
import { StyledNotFound, StyledNotFoundIcon } from './not-found.styles';

export interface NotFoundProps {
  title: string;
  text: string;
  backLabel: string;
  backTo: string;
}

/** docs/decisions.md 7: a missing (or failed) article or case explains itself and links back to its list. */
export const NotFound = ({ title, text, backLabel, backTo }: NotFoundProps) => (
  <Section>
    <Container>
      <StyledNotFound role="status">
        <StyledNotFoundIcon aria-hidden="true">
          <SearchX size={32} />
        </StyledNotFoundIcon>
        <h1>{title}</h1>
        <p>
          {text} {commonCopy.notFoundHint}
        </p>
        <ButtonLink to={backTo} variant="secondary">
          <ArrowLeft aria-hidden="true" size={18} />
          {backLabel}
        </ButtonLink>
      </StyledNotFound>
    </Container>
  </Section>
);

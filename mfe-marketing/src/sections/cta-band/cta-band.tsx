import { Container } from '@linx/shared';
import { useId } from 'react';
import { SectionActions, type SectionAction } from '../section-actions';
import {
  StyledCtaActions,
  StyledCtaBand,
  StyledCtaInner,
  StyledCtaLead,
  StyledCtaText,
  StyledCtaTitle,
} from './cta-band.styles';

export interface CtaBandProps {
  id?: string;
  title: string;
  lead?: string;
  /** On orange: primary is solid navy, secondary a navy outline. */
  actions: readonly SectionAction[];
}

/** The orange closing band of a page: one line of pitch and the buttons. */
export const CtaBand = ({ id, title, lead, actions }: CtaBandProps) => {
  const headingId = useId();
  return (
    <StyledCtaBand id={id} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      <Container>
        <StyledCtaInner>
          <StyledCtaText>
            <StyledCtaTitle id={headingId}>{title}</StyledCtaTitle>
            {lead ? <StyledCtaLead>{lead}</StyledCtaLead> : null}
          </StyledCtaText>
          <StyledCtaActions>
            <SectionActions actions={actions} surface="accent" />
          </StyledCtaActions>
        </StyledCtaInner>
      </Container>
    </StyledCtaBand>
  );
};

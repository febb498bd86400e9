import { Container, Eyebrow, Lead, SectionTitle, type SectionTone } from '@linx/shared';
import { useId, type ReactNode } from 'react';
import { CheckList } from '../check-list';
import { SectionActions, type SectionAction } from '../section-actions';
import { StyledSplitGrid, StyledSplitMedia, StyledSplitSection, StyledSplitText } from './split-media.styles';

export interface SplitMediaProps {
  id?: string;
  tone?: SectionTone;
  eyebrow?: string;
  title: string;
  lead?: string;
  bullets?: readonly string[];
  actions?: readonly SectionAction[];
  /** Image, video, mock-up or any visual. */
  media: ReactNode;
  /** Media on the left on desktop (on phones media always follows the text). */
  reverse?: boolean;
  /** Extra content in the text column, after the bullets. */
  children?: ReactNode;
}

/** A section split in two columns: heading, text, bullets and buttons beside a visual. */
export const SplitMedia = ({
  id,
  tone = 'light',
  eyebrow,
  title,
  lead,
  bullets,
  actions,
  media,
  reverse = false,
  children,
}: SplitMediaProps) => {
  const headingId = useId();
  const onDark = tone === 'dark';
  return (
    <StyledSplitSection id={id} $tone={tone} aria-labelledby={headingId}>
      <Container>
        <StyledSplitGrid $reverse={reverse}>
          <StyledSplitText>
            {eyebrow ? <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow> : null}
            <SectionTitle id={headingId}>{title}</SectionTitle>
            {lead ? <Lead $onDark={onDark}>{lead}</Lead> : null}
            {bullets && bullets.length > 0 ? <CheckList items={bullets} onDark={onDark} /> : null}
            {children}
            {actions && actions.length > 0 ? (
              <SectionActions actions={actions} surface={onDark ? 'dark' : 'light'} />
            ) : null}
          </StyledSplitText>
          <StyledSplitMedia>{media}</StyledSplitMedia>
        </StyledSplitGrid>
      </Container>
    </StyledSplitSection>
  );
};

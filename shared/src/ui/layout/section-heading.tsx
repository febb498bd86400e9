import type { ReactNode } from 'react';
import { Eyebrow, Lead, SectionTitle, StyledHeadingBlock } from './layout.styles';

export interface SectionHeadingProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  onDark?: boolean;
  /** Heading level; sections use h2 (the page's h1 lives in its hero). */
  as?: 'h1' | 'h2' | 'h3';
  id?: string;
}

export const SectionHeading = ({
  title,
  eyebrow,
  lead,
  align = 'center',
  onDark,
  as = 'h2',
  id,
}: SectionHeadingProps) => (
  <StyledHeadingBlock $align={align}>
    {eyebrow ? <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow> : null}
    <SectionTitle as={as} id={id}>
      {title}
    </SectionTitle>
    {lead ? <Lead $onDark={onDark}>{lead}</Lead> : null}
  </StyledHeadingBlock>
);

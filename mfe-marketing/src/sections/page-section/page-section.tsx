import { Container, SectionHeading, type SectionTone } from '@linx/shared';
import { useId, type ReactNode } from 'react';
import { SectionActions, type SectionAction } from '../section-actions';
import { StyledFooterActions, StyledPageSection } from './page-section.styles';

export interface SectionHeadingContent {
  title: string;
  eyebrow?: string;
  lead?: string;
}

export interface PageSectionProps extends SectionHeadingContent {
  /** Anchor id of the section (in-page links, e.g. the SEO contact section). */
  id?: string;
  tone?: SectionTone;
  align?: 'start' | 'center';
  /** Buttons under the section's content. */
  actions?: readonly SectionAction[];
  children?: ReactNode;
}

/** A titled band of the page: `<section aria-labelledby>` with an h2 heading, content and optional buttons. */
export const PageSection = ({
  id,
  tone = 'light',
  align = 'center',
  title,
  eyebrow,
  lead,
  actions,
  children,
}: PageSectionProps) => {
  const headingId = useId();
  const onDark = tone === 'dark';
  return (
    <StyledPageSection id={id} $tone={tone} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      <Container>
        <SectionHeading id={headingId} title={title} eyebrow={eyebrow} lead={lead} align={align} onDark={onDark} />
        {children}
        {actions && actions.length > 0 ? (
          <StyledFooterActions>
            <SectionActions actions={actions} surface={onDark ? 'dark' : 'light'} align={align} />
          </StyledFooterActions>
        ) : null}
      </Container>
    </StyledPageSection>
  );
};

import { Container } from '@linx/shared';
import { useId, type ReactNode } from 'react';
import { SectionActions, type SectionAction } from '../section-actions';
import {
  StyledHero,
  StyledHeroAside,
  StyledHeroBody,
  StyledHeroEyebrow,
  StyledHeroExtra,
  StyledHeroGrid,
  StyledHeroLead,
  StyledHeroTitle,
} from './page-hero.styles';

export interface PageHeroProps {
  /** Small label above the title (brand or product name). */
  eyebrow?: ReactNode;
  /** The page's one h1. */
  title: ReactNode;
  lead?: ReactNode;
  /** First action is primary (orange), the rest secondary (white outline). */
  actions?: readonly SectionAction[];
  /** Illustration, video or mock-up shown on the right (below the text on phones). */
  media?: ReactNode;
  /** Extra content under the actions (highlights, partner banner…). */
  children?: ReactNode;
}

/** Navy gradient band that opens a page: eyebrow, h1, lead, actions, media on the right. */
export const PageHero = ({ eyebrow, title, lead, actions, media, children }: PageHeroProps) => {
  const titleId = useId();
  return (
    <StyledHero aria-labelledby={titleId}>
      <Container>
        <StyledHeroGrid $hasMedia={Boolean(media)}>
          <StyledHeroBody>
            {eyebrow ? <StyledHeroEyebrow>{eyebrow}</StyledHeroEyebrow> : null}
            <StyledHeroTitle id={titleId}>{title}</StyledHeroTitle>
            {lead ? <StyledHeroLead>{lead}</StyledHeroLead> : null}
            {actions && actions.length > 0 ? <SectionActions actions={actions} surface="dark" /> : null}
            {children ? <StyledHeroExtra>{children}</StyledHeroExtra> : null}
          </StyledHeroBody>
          {media ? <StyledHeroAside>{media}</StyledHeroAside> : null}
        </StyledHeroGrid>
      </Container>
    </StyledHero>
  );
};

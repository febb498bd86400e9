import { useId, type ReactNode } from 'react';
import { Container } from '../layout';
import {
  StyledHero,
  StyledHeroAside,
  StyledHeroBody,
  StyledHeroEyebrow,
  StyledHeroExtra,
  StyledHeroGrid,
  StyledHeroLead,
  StyledHeroTitle,
  type PageHeroSize,
} from './page-hero.styles';

export interface PageHeroProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Small pill above the title (brand, product or section name). */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Buttons under the lead (first primary, the rest secondary on dark). */
  actions?: ReactNode;
  /** Illustration, video or mock-up on the right (stacked under the text on phones). */
  media?: ReactNode;
  /** Hide `media` below the large breakpoint: for decorative art that only fills the right column. */
  hideMediaOnMobile?: boolean;
  /** Extra content under the actions (a search box, highlights, a partner banner…). */
  children?: ReactNode;
  /** Above the eyebrow: a back link or button. */
  before?: ReactNode;
  /** `compact` for listing and tool pages whose content starts right under the band. */
  size?: PageHeroSize;
  /** Leaves room at the bottom for a card pulled up over the band. */
  overlap?: boolean;
  /** id of the h1 when something else is named by it (a form); generated otherwise. */
  titleId?: string;
}

/** Navy gradient band that opens a page: eyebrow, h1, lead, actions, media on the right. */
export const PageHero = ({
  title,
  eyebrow,
  lead,
  actions,
  media,
  hideMediaOnMobile = false,
  children,
  before,
  size = 'default',
  overlap = false,
  titleId,
}: PageHeroProps) => {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <StyledHero aria-labelledby={headingId} $size={size} $overlap={overlap}>
      <Container>
        <StyledHeroGrid $hasMedia={Boolean(media)} $size={size}>
          <StyledHeroBody>
            {before}
            {eyebrow ? <StyledHeroEyebrow>{eyebrow}</StyledHeroEyebrow> : null}
            <StyledHeroTitle id={headingId}>{title}</StyledHeroTitle>
            {lead ? <StyledHeroLead>{lead}</StyledHeroLead> : null}
            {actions}
            {children ? <StyledHeroExtra>{children}</StyledHeroExtra> : null}
          </StyledHeroBody>
          {media ? <StyledHeroAside $hideOnMobile={hideMediaOnMobile}>{media}</StyledHeroAside> : null}
        </StyledHeroGrid>
      </Container>
    </StyledHero>
  );
};

import { Container, Eyebrow, Lead } from '@linx/shared';
import type { ReactNode } from 'react';
import { StyledHero, StyledHeroArt, StyledHeroGrid, StyledHeroTitle } from './page-hero.styles';

export interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** Decorative artwork (an SVG of this folder); hidden on phones. */
  art: string;
  children?: ReactNode;
}

/** Navy band with the page's one h1. */
export const PageHero = ({ eyebrow, title, lead, art, children }: PageHeroProps) => (
  <StyledHero $tone="dark" aria-labelledby="page-hero-title">
    <Container>
      <StyledHeroGrid>
        <div>
          <Eyebrow $onDark>{eyebrow}</Eyebrow>
          <StyledHeroTitle id="page-hero-title">{title}</StyledHeroTitle>
          <Lead $onDark>{lead}</Lead>
          {children}
        </div>
        <StyledHeroArt src={art} alt="" width={480} height={360} />
      </StyledHeroGrid>
    </Container>
  </StyledHero>
);

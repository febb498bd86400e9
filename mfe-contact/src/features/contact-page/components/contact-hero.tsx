import { Container, Eyebrow, Lead } from '@linx/shared';
import { contactHero } from '../../../content/contact-page';
import { StyledHero, StyledHeroContent, StyledHeroTitle } from './contact-hero.styles';

export interface ContactHeroProps {
  /** id of the h1, which also names the contact form. */
  titleId: string;
}

export const ContactHero = ({ titleId }: ContactHeroProps) => (
  <StyledHero aria-labelledby={titleId}>
    <Container>
      <StyledHeroContent>
        <Eyebrow $onDark>{contactHero.eyebrow}</Eyebrow>
        <StyledHeroTitle id={titleId}>{contactHero.title}</StyledHeroTitle>
        <Lead $onDark>{contactHero.lead}</Lead>
      </StyledHeroContent>
    </Container>
  </StyledHero>
);

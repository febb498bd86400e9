import { Container, Eyebrow, Lead } from '@linx/shared';
import { signatureHero } from '../../../content/signature-page';
import { BackButton } from './back-button';
import { StyledBackRow, StyledHero, StyledHeroContent, StyledHeroTitle } from './signature-hero.styles';

const TITLE_ID = 'signature-title';

export const SignatureHero = () => (
  <StyledHero aria-labelledby={TITLE_ID}>
    <Container>
      <StyledBackRow>
        <BackButton />
      </StyledBackRow>
      <StyledHeroContent>
        <Eyebrow $onDark>{signatureHero.eyebrow}</Eyebrow>
        <StyledHeroTitle id={TITLE_ID}>{signatureHero.title}</StyledHeroTitle>
        <Lead $onDark>{signatureHero.lead}</Lead>
      </StyledHeroContent>
    </Container>
  </StyledHero>
);

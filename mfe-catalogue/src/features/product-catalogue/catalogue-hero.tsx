import { Container } from '@linx/shared';
import { catalogueHero } from '../../content/catalogue';
import { SearchBox, type SearchBoxProps } from '../product-search/search-box';
import { CatalogueIllustration } from './catalogue-illustration';
import {
  StyledHero,
  StyledHeroArt,
  StyledHeroEyebrow,
  StyledHeroInner,
  StyledHeroLead,
  StyledHeroText,
} from './catalogue-hero.styles';

/** Navy band with the page's only h1 and the search box. */
export const CatalogueHero = (search: SearchBoxProps) => (
  <StyledHero aria-labelledby="catalogue-title">
    <Container>
      <StyledHeroInner>
        <StyledHeroText>
          <StyledHeroEyebrow>{catalogueHero.eyebrow}</StyledHeroEyebrow>
          <h1 id="catalogue-title">{catalogueHero.title}</h1>
          <StyledHeroLead>{catalogueHero.lead}</StyledHeroLead>
          <SearchBox {...search} />
        </StyledHeroText>
        <StyledHeroArt>
          <CatalogueIllustration />
        </StyledHeroArt>
      </StyledHeroInner>
    </Container>
  </StyledHero>
);

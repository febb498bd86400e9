import { PageHero } from '@linx/shared';
import { catalogueHero } from '../../content/catalogue';
import { SearchBox, type SearchBoxProps } from '../product-search';
import { CatalogueIllustration } from './catalogue-illustration';

/** The shared navy hero with the page's only h1 and the search box. */
export const CatalogueHero = (search: SearchBoxProps) => (
  <PageHero
    size="compact"
    eyebrow={catalogueHero.eyebrow}
    title={catalogueHero.title}
    lead={catalogueHero.lead}
    media={<CatalogueIllustration />}
    hideMediaOnMobile
  >
    <SearchBox {...search} />
  </PageHero>
);

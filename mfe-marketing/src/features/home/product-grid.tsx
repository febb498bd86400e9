import { ArrowRight } from 'lucide-react';
import { homeProducts } from '../../content/home';
import { Illustration } from '../../sections/illustration';
import { PageSection } from '../../sections/page-section';
import {
  StyledProduct,
  StyledProductBody,
  StyledProductGrid,
  StyledProductLink,
  StyledProductMedia,
  StyledProductMore,
  StyledProductText,
  StyledProductTitle,
} from './product-grid.styles';

/** Four product cards; the whole card is one link to the product's route. */
export const ProductGrid = () => (
  <PageSection eyebrow={homeProducts.eyebrow} title={homeProducts.title} lead={homeProducts.lead}>
    <StyledProductGrid>
      {homeProducts.items.map((product) => (
        <li key={product.title}>
          <StyledProduct>
            <StyledProductMedia>
              <Illustration {...product.image} />
            </StyledProductMedia>
            <StyledProductBody>
              <StyledProductTitle>
                <StyledProductLink to={product.route}>{product.title}</StyledProductLink>
              </StyledProductTitle>
              <StyledProductText>{product.description}</StyledProductText>
              <StyledProductMore aria-hidden="true">
                {homeProducts.linkLabel}
                <ArrowRight size={16} />
              </StyledProductMore>
            </StyledProductBody>
          </StyledProduct>
        </li>
      ))}
    </StyledProductGrid>
  </PageSection>
);

import { ArrowRight } from 'lucide-react';
import { Illustration } from '../illustration';
import type { PageLinkCard } from '../../api/page-types';
import {
  StyledProduct,
  StyledProductBody,
  StyledProductGrid,
  StyledProductLink,
  StyledProductMedia,
  StyledProductMore,
  StyledProductText,
  StyledProductTitle,
} from './link-cards.styles';

export interface LinkCardsProps {
  items: readonly PageLinkCard[];
  /** The words at the foot of each card ("Ver solución"), for sighted readers: the title is the link. */
  linkLabel: string;
}

/** Cards of image, title and words (the home's featured products); the whole card is one link to its page. */
export const LinkCards = ({ items, linkLabel }: LinkCardsProps) => (
  <StyledProductGrid>
    {items.map((product) => (
      <li key={product.title}>
        <StyledProduct>
          <StyledProductMedia>
            <Illustration
              src={product.image.src}
              alt={product.image.alt}
              width={product.image.width}
              height={product.image.height}
            />
          </StyledProductMedia>
          <StyledProductBody>
            <StyledProductTitle>
              <StyledProductLink to={product.to}>{product.title}</StyledProductLink>
            </StyledProductTitle>
            <StyledProductText>{product.description}</StyledProductText>
            <StyledProductMore aria-hidden="true">
              {linkLabel}
              <ArrowRight size={16} />
            </StyledProductMore>
          </StyledProductBody>
        </StyledProduct>
      </li>
    ))}
  </StyledProductGrid>
);

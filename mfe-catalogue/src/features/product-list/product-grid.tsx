import { memo } from 'react';
import type { ImageIndexes } from '../product-media';
import type { Product } from '../../api/types';
import { ProductCard } from './product-card';
import { StyledProductGrid } from './product-results.styles';

export interface ProductGridProps {
  products: readonly Product[];
  images: ImageIndexes;
  onDetails: (slug: string) => void;
}

/** The first row (three columns on desktop) is in view on arrival: its images load at once. */
const EAGER_CARDS = 3;

/** Memoised: while a search's results are deferred, the grid on screen is not rendered again. */
export const ProductGrid = memo(({ products, images, onDetails }: ProductGridProps) => (
  <StyledProductGrid>
    {products.map((product, index) => (
      <li key={product.slug}>
        <ProductCard
          product={product}
          eager={index < EAGER_CARDS}
          imageIndex={images.indexOf(product.slug)}
          onStepImage={(delta) => images.step(product.slug, delta, product.images.length)}
          onDetails={() => onDetails(product.slug)}
        />
      </li>
    ))}
  </StyledProductGrid>
));
ProductGrid.displayName = 'ProductGrid';

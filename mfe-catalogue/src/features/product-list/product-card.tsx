import { Button, MediaCard } from '@linx/shared';
import { ArrowRight } from 'lucide-react';
import { cardCopy, imageCopy } from '../../content/catalogue';
import { ImageArrows, imageSizes, ProductImage, StyledBrand } from '../product-media';
import type { Product } from '../../api/types';
import { detailsButtonId } from './focus-targets';
import {
  StyledCardBody,
  StyledCardFooter,
  StyledDescription,
  StyledName,
  StyledSpecBox,
  StyledSpecBoxes,
} from './product-card.styles';

export interface ProductCardProps {
  product: Product;
  imageIndex: number;
  onStepImage: (delta: number) => void;
  onDetails: () => void;
  /** In view when the page opens: the image loads at once instead of lazily. */
  eager?: boolean;
}

export const ProductCard = ({ product, imageIndex, onStepImage, onDetails, eager }: ProductCardProps) => {
  const total = product.images.length;
  const boxes = [
    { label: cardCopy.resolution, value: product.resolution },
    { label: cardCopy.glow, value: product.glow },
  ];
  return (
    <MediaCard aria-label={product.name}>
      <ProductImage
        image={product.images[imageIndex]}
        sizes={imageSizes.card}
        alt={imageCopy.alt(product.name, imageIndex + 1, total)}
        priority={eager ? 'eager' : 'lazy'}
      >
        <ImageArrows name={product.name} index={imageIndex} total={total} onStep={onStepImage} />
      </ProductImage>
      <StyledCardBody>
        {product.brand ? <StyledBrand>{product.brand}</StyledBrand> : null}
        <StyledName>{product.name}</StyledName>
        <StyledDescription>{product.description}</StyledDescription>
        <StyledSpecBoxes>
          {boxes.map(({ label, value }) => (
            <StyledSpecBox key={label}>
              <dt>{label}</dt>
              <dd>{value ?? cardCopy.notSpecified}</dd>
            </StyledSpecBox>
          ))}
        </StyledSpecBoxes>
        <StyledCardFooter>
          <Button
            id={detailsButtonId(product.slug)}
            variant="secondary"
            block
            aria-label={cardCopy.detailsLabel(product.name)}
            onClick={onDetails}
          >
            {cardCopy.details}
            <ArrowRight aria-hidden="true" size={18} />
          </Button>
        </StyledCardFooter>
      </StyledCardBody>
    </MediaCard>
  );
};

import { ResponsiveImage } from '@linx/shared';
import { imageCopy } from '../../content/catalogue';
import { ImageArrows, imageSizes, ProductImage } from '../product-media';
import type { Product } from '../../api/types';
import { StyledGallery, StyledThumbnail, StyledThumbnails } from './product-gallery.styles';

export interface ProductGalleryProps {
  product: Product;
  index: number;
  onShow: (index: number) => void;
  onStep: (delta: number) => void;
}

/** Large image with wrapping arrows and one thumbnail button per image. */
export const ProductGallery = ({ product, index, onShow, onStep }: ProductGalleryProps) => {
  const total = product.images.length;
  return (
    <StyledGallery>
      <ProductImage
        image={product.images[index]}
        sizes={imageSizes.detail}
        alt={imageCopy.alt(product.name, index + 1, total)}
        priority="high"
        rounded
      >
        <ImageArrows name={product.name} index={index} total={total} onStep={onStep} />
      </ProductImage>
      {total > 1 ? (
        <StyledThumbnails>
          {product.images.map((image, position) => (
            <li key={`${image.src}-${position}`}>
              <StyledThumbnail
                type="button"
                aria-label={imageCopy.show(position + 1, product.name)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => onShow(position)}
              >
                <ResponsiveImage
                  image={image}
                  sizes={imageSizes.thumbnail}
                  fallbackWidth={80}
                  fallbackHeight={60}
                  decorative
                />
              </StyledThumbnail>
            </li>
          ))}
        </StyledThumbnails>
      ) : null}
    </StyledGallery>
  );
};

import type { Product } from '@linx/shared';
import { imageCopy } from '../../content/catalogue';
import { ImageArrows } from '../product-media/image-arrows';
import { ProductImage } from '../product-media/product-image';
import { resolveMediaUrl } from '../product-media/resolve-media-url';
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
        src={product.images[index]}
        alt={imageCopy.alt(product.name, index + 1, total)}
        loading="eager"
        rounded
      >
        <ImageArrows name={product.name} index={index} total={total} onStep={onStep} />
      </ProductImage>
      {total > 1 ? (
        <StyledThumbnails>
          {product.images.map((url, position) => (
            <li key={`${url}-${position}`}>
              <StyledThumbnail
                type="button"
                aria-label={imageCopy.show(position + 1, product.name)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => onShow(position)}
              >
                <img src={resolveMediaUrl(url)} alt="" width={80} height={60} loading="lazy" decoding="async" />
              </StyledThumbnail>
            </li>
          ))}
        </StyledThumbnails>
      ) : null}
    </StyledGallery>
  );
};

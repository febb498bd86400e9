import { Button, IconButton, safeUrl, useConsultancy } from '@linx/shared';
import { ArrowLeft, FileText, MessageSquare, X } from 'lucide-react';
import { detailCopy } from '../../content/catalogue';
import { StyledBrand } from '../product-media';
import type { Product } from '../../api/types';
import { DETAIL_HEADING_ID } from './focus-targets';
import { ProductGallery } from './product-gallery';
import { ProductFacts } from './product-facts';
import {
  StyledActions,
  StyledBackButton,
  StyledDetail,
  StyledDetailLayout,
  StyledDetailTitle,
  StyledInfo,
  StyledTitleBlock,
  StyledToolbar,
} from './product-detail.styles';
import { StyledBrochureLink } from './brochure-link.styles';

export interface ProductDetailProps {
  product: Product;
  imageIndex: number;
  onShowImage: (index: number) => void;
  onStepImage: (delta: number) => void;
  onClose: () => void;
}

/** The detail panel shown in place of the grid. */
export const ProductDetail = ({ product, imageIndex, onShowImage, onStepImage, onClose }: ProductDetailProps) => {
  const requestInformation = useConsultancy();
  return (
    <StyledDetail aria-labelledby={DETAIL_HEADING_ID}>
      <StyledToolbar>
        <StyledBackButton type="button" onClick={onClose}>
          <ArrowLeft aria-hidden="true" size={18} />
          {detailCopy.back}
        </StyledBackButton>
        <IconButton label={detailCopy.close} onClick={onClose}>
          <X aria-hidden="true" />
        </IconButton>
      </StyledToolbar>
      <StyledDetailLayout>
        <ProductGallery product={product} index={imageIndex} onShow={onShowImage} onStep={onStepImage} />
        <StyledInfo>
          <StyledTitleBlock>
            {product.brand ? <StyledBrand>{product.brand}</StyledBrand> : null}
            <StyledDetailTitle id={DETAIL_HEADING_ID} tabIndex={-1}>
              {product.name}
            </StyledDetailTitle>
            {product.brochure ? (
              <StyledBrochureLink href={safeUrl(product.brochure.url)} target="_blank" rel="noopener noreferrer">
                <FileText aria-hidden="true" size={18} />
                {detailCopy.brochure}
                <span className="visually-hidden"> {detailCopy.brochureHint}</span>
              </StyledBrochureLink>
            ) : null}
          </StyledTitleBlock>
          <ProductFacts product={product} />
          <StyledActions>
            <Button onClick={requestInformation}>
              <MessageSquare aria-hidden="true" size={18} />
              {detailCopy.requestInfo}
            </Button>
          </StyledActions>
        </StyledInfo>
      </StyledDetailLayout>
    </StyledDetail>
  );
};

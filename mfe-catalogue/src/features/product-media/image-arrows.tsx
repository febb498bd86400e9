import { ChevronLeft, ChevronRight } from 'lucide-react';
import { imageCopy } from '../../content/catalogue';
import { StyledArrow, StyledCounter } from './product-media.styles';

export interface ImageArrowsProps {
  name: string;
  index: number;
  total: number;
  onStep: (delta: number) => void;
}

/** Previous/next buttons over a product image, shown only when there is more than one image. */
export const ImageArrows = ({ name, index, total, onStep }: ImageArrowsProps) => {
  if (total < 2) return null;
  return (
    <>
      <StyledArrow $side="left" label={imageCopy.previous(name)} onClick={() => onStep(-1)}>
        <ChevronLeft aria-hidden="true" />
      </StyledArrow>
      <StyledArrow $side="right" label={imageCopy.next(name)} onClick={() => onStep(1)}>
        <ChevronRight aria-hidden="true" />
      </StyledArrow>
      <StyledCounter aria-hidden="true">{imageCopy.position(index + 1, total)}</StyledCounter>
    </>
  );
};

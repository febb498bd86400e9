import { Button } from '@linx/shared';
import { ChevronDown } from 'lucide-react';
import { resultsCopy } from '../../content/catalogue';
import { StyledShowMore } from './product-results.styles';

export interface ShowMoreProps {
  shown: number;
  total: number;
  /** How many cards the button adds. */
  step: number;
  onShowMore: () => void;
}

/** "Mostrando 24 de 300 productos" and the button that adds the next cards (absent once all show). */
export const ShowMore = ({ shown, total, step, onShowMore }: ShowMoreProps) =>
  shown >= total ? null : (
    <StyledShowMore>
      <p>{resultsCopy.shown(shown, total)}</p>
      <Button variant="secondary" onClick={onShowMore}>
        {resultsCopy.showMore(Math.min(step, total - shown))}
        <ChevronDown aria-hidden="true" size={18} />
      </Button>
    </StyledShowMore>
  );

import { afterNextPaint } from '@linx/shared';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { categoryCopy } from '../../content/catalogue';
import type { ProductCategory } from '../../api/types';
import { StyledFilter, StyledFilterButton, StyledFilterList, StyledFilterTitle } from './category-filter.styles';

export interface CategoryFilterProps {
  categories: readonly ProductCategory[];
  selectedSlug: string | null;
  onSelect: (slug: string | null) => void;
}

/**
 * "Ver todos" plus one toggle button per category; the chosen one is pressed (`aria-pressed`). The
 * tapped button shows itself pressed at once; the URL and the results follow once that is painted
 * (docs/performance.md, "Taps").
 */
export const CategoryFilter = ({ categories, selectedSlug, onSelect }: CategoryFilterProps) => {
  const titleId = useId();
  // The button tapped, until the URL says which one is chosen (then the URL's answer shows).
  const [tapped, setTapped] = useState<{ slug: string | null } | null>(null);
  const [seenSlug, setSeenSlug] = useState(selectedSlug);
  if (seenSlug !== selectedSlug) {
    setSeenSlug(selectedSlug);
    setTapped(null);
  }
  const shownSlug = tapped ? tapped.slug : selectedSlug;
  const choose = (slug: string | null) => {
    setTapped({ slug });
    afterNextPaint(() => onSelect(slug));
  };
  const options: Array<{ slug: string | null; name: string }> = [{ slug: null, name: categoryCopy.all }, ...categories];
  return (
    <StyledFilter aria-labelledby={titleId}>
      <StyledFilterTitle id={titleId}>{categoryCopy.title}</StyledFilterTitle>
      <StyledFilterList role="group" aria-label={categoryCopy.groupLabel}>
        {options.map(({ slug, name }) => {
          const pressed = slug === shownSlug;
          return (
            <StyledFilterButton key={slug ?? 'todos'} type="button" aria-pressed={pressed} onClick={() => choose(slug)}>
              {pressed ? <Check aria-hidden="true" size={16} /> : null}
              {name}
            </StyledFilterButton>
          );
        })}
      </StyledFilterList>
    </StyledFilter>
  );
};

import { Check } from 'lucide-react';
import { useId } from 'react';
import { categoryCopy } from '../../content/catalogue';
import type { ProductCategory } from '../../api/types';
import { StyledFilter, StyledFilterButton, StyledFilterList, StyledFilterTitle } from './category-filter.styles';

export interface CategoryFilterProps {
  categories: readonly ProductCategory[];
  selectedSlug: string | null;
  onSelect: (slug: string | null) => void;
}

/** "Ver todos" plus one toggle button per category; the chosen one is pressed (`aria-pressed`). */
export const CategoryFilter = ({ categories, selectedSlug, onSelect }: CategoryFilterProps) => {
  const titleId = useId();
  const options: Array<{ slug: string | null; name: string }> = [{ slug: null, name: categoryCopy.all }, ...categories];
  return (
    <StyledFilter aria-labelledby={titleId}>
      <StyledFilterTitle id={titleId}>{categoryCopy.title}</StyledFilterTitle>
      <StyledFilterList role="group" aria-label={categoryCopy.groupLabel}>
        {options.map(({ slug, name }) => {
          const pressed = slug === selectedSlug;
          return (
            <StyledFilterButton
              key={slug ?? 'todos'}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(slug)}
            >
              {pressed ? <Check aria-hidden="true" size={16} /> : null}
              {name}
            </StyledFilterButton>
          );
        })}
      </StyledFilterList>
    </StyledFilter>
  );
};

import { StyledFilterGroup, StyledFilterPill } from './filter-pill.styles';

export interface CategoryFilterOption {
  key: string;
  label: string;
}

export interface CategoryFilterProps {
  /** Accessible name of the group, e.g. "Filtrar artículos por categoría". */
  label: string;
  options: readonly CategoryFilterOption[];
  selected: string | undefined;
  onSelect: (key: string) => void;
  className?: string;
}

/** A row of toggle buttons; the chosen one is `aria-pressed`. */
export const CategoryFilter = ({ label, options, selected, onSelect, className }: CategoryFilterProps) => (
  <StyledFilterGroup role="group" aria-label={label} className={className}>
    {options.map((option) => (
      <StyledFilterPill
        key={option.key}
        type="button"
        aria-pressed={option.key === selected}
        onClick={() => onSelect(option.key)}
      >
        {option.label}
      </StyledFilterPill>
    ))}
  </StyledFilterGroup>
);

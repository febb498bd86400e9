export { CategoryFilter, type CategoryFilterOption, type CategoryFilterProps } from './category-filter';
export { filterPillStyles, StyledFilterPill as FilterPill } from './filter-pill.styles';

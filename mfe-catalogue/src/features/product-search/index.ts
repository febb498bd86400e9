// What other features of the catalogue may use of the search controls.
export { CategoryFilter, type CategoryFilterProps } from './category-filter';
export { SearchBox, type SearchBoxProps } from './search-box';

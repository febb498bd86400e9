import { CategoryFilter } from '@linx/shared';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { materialsCopy } from '../../../content/materials';
import type { Category } from '../../../api/types';
import {
  StyledClearButton,
  StyledCount,
  StyledSearch,
  StyledSearchInput,
  StyledToolbar,
} from './materials-toolbar.styles';

export interface MaterialsToolbarProps {
  options: readonly Category[];
  categoryId: number;
  onCategory: (id: number) => void;
  query: string;
  onQuery: (query: string) => void;
  resultCount: number;
}

/** Category buttons ("Todos" first), the labelled search box and the live result count. */
export const MaterialsToolbar = ({
  options,
  categoryId,
  onCategory,
  query,
  onQuery,
  resultCount,
}: MaterialsToolbarProps) => {
  const inputId = useId();
  return (
    <StyledToolbar>
      <CategoryFilter
        label={materialsCopy.filterLabel}
        options={options.map((category) => ({ key: String(category.id), label: category.name }))}
        selected={String(categoryId)}
        onSelect={(key) => onCategory(Number(key))}
      />
      <StyledSearch role="search">
        <label htmlFor={inputId} className="visually-hidden">
          {materialsCopy.searchLabel}
        </label>
        <Search aria-hidden="true" size={20} />
        <StyledSearchInput
          id={inputId}
          type="search"
          value={query}
          placeholder={materialsCopy.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => onQuery(event.target.value)}
        />
        {query ? (
          <StyledClearButton type="button" aria-label={materialsCopy.clearSearch} onClick={() => onQuery('')}>
            <X aria-hidden="true" size={18} />
          </StyledClearButton>
        ) : null}
      </StyledSearch>
      <StyledCount aria-live="polite">{materialsCopy.resultCount(resultCount)}</StyledCount>
    </StyledToolbar>
  );
};

import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { searchCopy } from '../../content/catalogue';
import { StyledClearButton, StyledSearchForm, StyledSearchIcon, StyledSearchInput } from './search-box.styles';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The catalogue search field with its clear (×) button. Matching happens as the visitor types. */
export const SearchBox = ({ value, onChange }: SearchBoxProps) => {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    onChange('');
    inputRef.current?.focus();
  };

  return (
    <StyledSearchForm role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        {searchCopy.label}
      </label>
      <StyledSearchIcon aria-hidden="true">
        <Search />
      </StyledSearchIcon>
      <StyledSearchInput
        ref={inputRef}
        id={inputId}
        type="search"
        value={value}
        placeholder={searchCopy.placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            clear();
          }
        }}
      />
      {value !== '' ? (
        <StyledClearButton type="button" aria-label={searchCopy.clear} onClick={clear}>
          <X aria-hidden="true" />
        </StyledClearButton>
      ) : null}
    </StyledSearchForm>
  );
};

import { Search, X } from 'lucide-react';
import { useId, useRef, type FormEvent } from 'react';
import { searchCopy } from '../../content/catalogue';
import {
  StyledClearButton,
  StyledSearchActions,
  StyledSearchForm,
  StyledSearchIcon,
  StyledSearchInput,
  StyledSubmitButton,
  StyledSubmitLabel,
} from './search-box.styles';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter or "Buscar": the search is already applied as the visitor types; this takes them to it. */
  onSubmit?: () => void;
  /** Without JavaScript the form is a plain GET to `action` with the text as `name` (docs/site.md §2). */
  action?: string;
  name?: string;
}

/**
 * The catalogue search field with its clear (×) and "Buscar" buttons. Matching happens as the
 * visitor types; Enter or the button submits (a form with role="search" has its submit button).
 */
export const SearchBox = ({ value, onChange, onSubmit, action, name }: SearchBoxProps) => {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    onChange('');
    inputRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
  };

  return (
    <StyledSearchForm role="search" action={action} method="get" onSubmit={submit}>
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
        name={name}
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
      <StyledSearchActions>
        {value !== '' ? (
          <StyledClearButton type="button" aria-label={searchCopy.clear} onClick={clear}>
            <X aria-hidden="true" />
          </StyledClearButton>
        ) : null}
        <StyledSubmitButton type="submit">
          <Search aria-hidden="true" />
          <StyledSubmitLabel>{searchCopy.submit}</StyledSubmitLabel>
        </StyledSubmitButton>
      </StyledSearchActions>
    </StyledSearchForm>
  );
};

import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { CatalogueLocationState } from './use-catalogue-params';

export interface SearchDraft {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The search box's own text. It updates at once while the URL (`?q=`) follows; Back/Forward or a
 * link that changes `?q=` from elsewhere bring the box back in line with the URL.
 */
export const useSearchDraft = (
  term: string,
  setTerm: (term: string, options?: { replace?: boolean }) => void,
): SearchDraft => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [draft, setDraft] = useState(term);
  const [seenKey, setSeenKey] = useState(location.key);

  if (seenKey !== location.key) {
    setSeenKey(location.key);
    // Entries the box wrote itself are already in line, except when revisited with Back/Forward (POP).
    const fromSearch = (location.state as CatalogueLocationState | null)?.fromSearch === true;
    if (navigationType === 'POP' || !fromSearch) setDraft(term);
  }

  const onChange = (value: string): void => {
    // Starting a search adds one history entry; further keystrokes replace it, so Back leaves the search at once.
    setTerm(value, { replace: draft !== '' || value === '' });
    setDraft(value);
  };

  return { value: draft, onChange };
};

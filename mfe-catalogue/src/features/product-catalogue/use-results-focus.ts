import { useEffect, useReducer, useRef } from 'react';
import { RESULTS_HEADING_ID } from '../product-list';

/**
 * What a submitted search does (Enter or "Buscar"): the results already follow the text, so focus
 * moves to their heading once it is on screen (an open detail closes first; docs/site.md §2).
 */
export const useResultsFocus = (): (() => void) => {
  const pending = useRef(false);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // Runs after every render until the heading is there (the detail may close a render later).
  useEffect(() => {
    if (!pending.current) return;
    const heading = document.getElementById(RESULTS_HEADING_ID);
    if (!heading) return;
    pending.current = false;
    heading.focus();
  });
  return () => {
    pending.current = true;
    rerender();
  };
};

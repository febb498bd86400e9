import { useEffect, useRef } from 'react';
import { DETAIL_HEADING_ID } from '../product-detail';
import { detailsButtonId, RESULTS_HEADING_ID } from '../product-list';

/** Focuses the element with this id now, or once it is added (the detail's code may still be on its way). */
const focusWhenShown = (id: string): (() => void) | undefined => {
  const focus = () => {
    const element = document.getElementById(id);
    element?.focus();
    return element !== null;
  };
  if (focus()) return undefined;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
};

/**
 * Opening a detail moves focus to its heading; closing it (Volver, ×, Back) returns focus to the
 * product's "Detalles" button, unless the visitor already put focus elsewhere (a category, the search).
 */
export const useDetailFocus = (openSlug: string | null, ready: boolean): void => {
  // Starts with the URL's product: a detail reached by a link does not grab focus on load.
  const previous = useRef(openSlug);

  useEffect(() => {
    const before = previous.current;
    previous.current = openSlug;
    if (!ready || before === openSlug) return;
    if (openSlug) return focusWhenShown(DETAIL_HEADING_ID);
    const active = document.activeElement;
    if (before === null || (active && active !== document.body)) return;
    (document.getElementById(detailsButtonId(before)) ?? document.getElementById(RESULTS_HEADING_ID))?.focus();
  }, [openSlug, ready]);
};

import { useEffect, useRef, useState } from 'react';
import { detailsButtonId } from '../product-list';

/** Cards shown at first and added by each "Mostrar más" (eight rows of three on desktop). */
export const CARDS_PER_STEP = 24;

export interface ShownCount {
  /** How many of the results are shown. */
  count: number;
  /** Shows the next step and moves focus to the first card it added. */
  showMore: () => void;
}

/**
 * How many results the grid shows (docs/decisions.md 12): a search or a category starts again at one
 * step, so a keystroke never renders hundreds of cards; the count stays while a detail is open.
 */
export const useShownCount = (resultsKey: string, results: readonly { slug: string }[]): ShownCount => {
  const [count, setCount] = useState(CARDS_PER_STEP);
  const [seenKey, setSeenKey] = useState(resultsKey);
  const focusSlug = useRef<string | null>(null);

  if (seenKey !== resultsKey) {
    setSeenKey(resultsKey);
    setCount(CARDS_PER_STEP);
  }

  useEffect(() => {
    if (!focusSlug.current) return;
    document.getElementById(detailsButtonId(focusSlug.current))?.focus();
    focusSlug.current = null;
  }, [count]);

  const showMore = (): void => {
    focusSlug.current = results[count]?.slug ?? null;
    setCount(count + CARDS_PER_STEP);
  };

  return { count, showMore };
};

import { useState, useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * Whether this component first rendered as part of the page's HTML: written by the HTML render, or hydrating that
 * HTML in the visitor's browser. False when the browser rendered it (a navigation, a retry). React reads a store's
 * server value in both of the first cases and the browser's in the last; the answer is kept for the component's
 * life, so the shape it chose from it never changes.
 */
export const useRenderedAsHtml = (): boolean => {
  const asHtml = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  const [firstAnswer] = useState(asHtml);
  return firstAnswer;
};

import { useCallback } from 'react';

/** Scrolls the window to the top, instantly (used after route changes and "Conocer más"). */
export const useScrollToTop = (): (() => void) =>
  useCallback(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior }), []);

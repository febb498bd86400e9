import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'linx:scroll';

/** Scroll position of each history entry, by its key; kept in the tab's session across reloads. */
const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
})();

/** The entry a document load lands on is "default" for every fresh load: its path tells them apart. */
const entryKey = (key: string, pathname: string, search: string) =>
  key === 'default' ? `default:${pathname}${search}` : key;

/** Whether this document was loaded by a reload or by back/forward (not by following a link). */
const documentReturned = (): boolean => {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
};

/** Another page is shown at once: the smooth scrolling of the page's own anchors is not for it. */
const jumpTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/** A page coming back has settled once, back at its position, its size has not changed for this long. */
const SETTLED_AFTER_MS = 1500;
/** The longest a page coming back is held at its old position, however slowly it settles. */
const RESTORE_LIMIT_MS = 10_000;

/**
 * Returns to `top`, and holds it while the page coming back settles: its sections may still be
 * loading (the page is shorter than it was) or growing above the position (a carousel whose code
 * comes after its section's words). The browser's scroll anchoring would follow such a part and land
 * below where the page was left, so each change of the page's size takes the position again. The
 * hold ends once the position is reached and the page has kept its size for SETTLED_AFTER_MS (a slow
 * phone takes longer to settle than a fast one), when the visitor scrolls on their own, or after
 * RESTORE_LIMIT_MS. Returns how to stop.
 */
const restoreTo = (top: number): (() => void) => {
  if (typeof ResizeObserver === 'undefined') {
    jumpTo(top);
    return () => undefined;
  }
  const userScrolls = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let settled: ReturnType<typeof setTimeout> | undefined;
  const hold = () => {
    jumpTo(top);
    clearTimeout(settled);
    if (Math.abs(window.scrollY - top) < 1) settled = setTimeout(() => stop(), SETTLED_AFTER_MS);
  };
  const observer = new ResizeObserver(hold);
  const limit = setTimeout(() => stop(), RESTORE_LIMIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(settled);
    clearTimeout(limit);
    for (const type of userScrolls) removeEventListener(type, stop);
  };
  hold();
  observer.observe(document.body);
  for (const type of userScrolls) addEventListener(type, stop, { passive: true });
  return stop;
};

const scrollToHash = (hash: string): boolean => {
  if (!hash) return false;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView({ behavior: 'instant' });
  return target !== null;
};

/**
 * What a visitor expects of scrolling between pages: a new page opens at its top (or at the section
 * its address names), back and forward return where the page was left, a reload stays in place, and
 * changing only the query (the catalogue's filters) keeps the scroll.
 */
export const useScrollRestoration = (): void => {
  const { key, pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef('');
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions[current.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: positions last as long as the document.
      }
    };
    addEventListener('scroll', record, { passive: true });
    addEventListener('pagehide', save);
    return () => {
      removeEventListener('scroll', record);
      removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = entryKey(key, pathname, search);
    const firstPage = shownPath.current === null;
    const newPath = shownPath.current !== pathname;
    shownPath.current = pathname;
    const saved = positions[current.current];
    if (navigationType === 'POP' && saved !== undefined && (!firstPage || documentReturned())) return restoreTo(saved);
    if (scrollToHash(hash) || firstPage) return undefined;
    // Only the query changed (a filter): the page stays where it is.
    if (newPath) jumpTo(0);
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one decision per history entry
  }, [key]);
};

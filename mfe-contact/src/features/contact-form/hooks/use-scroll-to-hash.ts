import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The hash without '#', decoded; a malformed one (`#%`) is taken as written, never thrown. */
const hashTarget = (hash: string): string => {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
};

/**
 * Scrolls smoothly to the element when the URL hash names it: on load and on every navigation that
 * lands here (the consultancy helper navigates to `/contacto#contact-form`, possibly from this page).
 */
export const useScrollToHash = (ref: RefObject<HTMLElement | null>, id: string): void => {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hashTarget(hash) !== id) return undefined;
    // Next frame: after every effect of this commit, including a shell's scroll-to-top on route change.
    const frame = window.requestAnimationFrame(() => {
      const reduced = window.matchMedia?.(REDUCED_MOTION).matches === true;
      ref.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [hash, key, id, ref]);
};

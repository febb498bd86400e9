import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void): (() => void) => {
  const media = typeof window === 'undefined' ? undefined : window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
};

/**
 * The visitor's preference right now, for effects that start motion: the first commit of a
 * hydration still renders with the server snapshot (motion assumed), and its effects run before the
 * re-render with the visitor's own, so an effect must not trust the rendered value alone.
 */
export const prefersReducedMotionNow = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true;

/**
 * The visitor's motion preference. HTML rendered ahead of time assumes motion (the server snapshot);
 * hydration starts from the same value and then re-renders with the visitor's own.
 */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, prefersReducedMotionNow, () => false);

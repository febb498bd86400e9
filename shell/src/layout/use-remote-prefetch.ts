import { afterNextPaint } from '@linx/shared';
import { useEffect } from 'react';
import { afterLoadIdle } from '../app/after-load-idle';
import { prefetchOtherRemotes, prefetchPage } from '../federation/prefetch';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** Idle prefetch starts this long after the load event (the first page's content comes first)… */
const AFTER_LOAD_MS = 2000;
/** …when the browser is idle, or at the latest after this. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Warms the remote behind any site link the visitor points at, focuses or touches, and, once the
 * first page is complete and the browser idle, the entries of the other remotes.
 */
export const useRemotePrefetch = (): void => {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      // After the paint: what the touch or hover itself shows comes first (docs/performance.md, "Taps").
      if (anchor instanceof HTMLAnchorElement) afterNextPaint(() => prefetchPage(anchor.href));
    };
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));
    const cancelIdle = afterLoadIdle(
      () => prefetchOtherRemotes(window.location.pathname),
      AFTER_LOAD_MS,
      IDLE_TIMEOUT_MS,
    );

    return () => {
      INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent));
      cancelIdle();
    };
  }, []);
};

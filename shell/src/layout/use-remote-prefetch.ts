import { useEffect } from 'react';
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
      if (anchor instanceof HTMLAnchorElement) prefetchPage(anchor.href);
    };
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));

    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      const run = () => prefetchOtherRemotes(window.location.pathname);
      // Safari has no requestIdleCallback.
      timer = setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') {
          idle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
        } else run();
      }, AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });

    return () => {
      INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent));
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
};

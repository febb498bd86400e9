import { Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { onPageOfHtml, whenLeavingPageOfHtml } from '../../rendering/initial-data';
import { isPlainClick, isSiteLink } from '../../utils/site-link-click';

/** How far below the screen a part starts loading its code, so it is ready as it scrolls in. */
const NEAR_SCREEN = '0px 0px 300px 0px';

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

const closedGate = (): Gate => {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

/** Until its gate opens, the part suspends: hydration keeps its HTML, and its code is not asked for. */
const WaitForGate = ({ gate, children }: { gate: Gate | null; children: ReactNode }) => {
  if (gate) use(gate.opened);
  return children;
};

/** Tells when the part's content has committed: hydrated, or rendered. */
const Committed = ({ onCommit }: { onCommit: () => void }) => {
  useEffect(onCommit, [onCommit]);
  return null;
};

/** Controls whose action is the part's script (a link of the HTML navigates by itself). */
const SCRIPTED_CONTROL = 'button, [role="button"], [role="tab"]';
/** …and, in a part hydrated when used, its links too: the site's own navigate in the app once it has hydrated. */
const SCRIPTED_CONTROL_OR_LINK = `${SCRIPTED_CONTROL}, a[href]`;

/** A click that stays the browser's: on a link to another site or a new tab, or with a modifier. */
const leftToTheBrowser = (control: HTMLElement, event: MouseEvent) =>
  control instanceof HTMLAnchorElement && !(isSiteLink(control) && isPlainClick(event));

/**
 * A tap on a control of the part's HTML before its code is there: React would drop it, so it is held and given
 * to the control once the part has hydrated. Listens on the window, ahead of React's own listener.
 */
const holdTaps = (wrapper: HTMLElement, gate: Gate, controls: string) => {
  let held: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(controls) : null;
    if (!control || !wrapper.contains(control)) return;
    if (leftToTheBrowser(control, event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    gate.open();
  };
  window.addEventListener('click', onClick, true);
  const stop = () => window.removeEventListener('click', onClick, true);
  return {
    stop,
    hydrated: () => {
      stop();
      held?.click();
      held = null;
    },
  };
};

/** What tells a part hydrated when used that the visitor reaches for it: a pointer over it, focus, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Opens the gate on the first sign of intent inside the part. Listens on the window ahead of React, which stops
 * these events at a part it has not hydrated (to replay them once it has).
 */
const openOnIntent = (wrapper: HTMLElement, gate: Gate) => {
  const options = { capture: true, passive: true };
  const stop = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, onIntent, options));
  function onIntent(event: Event) {
    if (!(event.target instanceof Node) || !wrapper.contains(event.target)) return;
    stop();
    gate.open();
  }
  INTENT_EVENTS.forEach((type) => window.addEventListener(type, onIntent, options));
  return stop;
};

/** Opens the gate when the part's element comes near the screen. */
const openWhenSeen = (element: Element, gate: Gate) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      gate.open();
    },
    { rootMargin: NEAR_SCREEN },
  );
  observer.observe(element);
  return () => observer.disconnect();
};

/** The element of the part's HTML, if it has a box on the page to be watched. */
const watchedElement = (wrapper: HTMLElement | null): Element | null => {
  const element = wrapper?.firstElementChild ?? null;
  return element && element.getClientRects().length > 0 ? element : null;
};

export interface HydrateWhenSeenProps {
  /** Shown while the part's code loads on a page the browser renders itself (never in the page's HTML). */
  fallback: ReactNode;
  /**
   * When the part's HTML hydrates on the page it was rendered for: `seen` (the default) as it comes near the
   * screen; `used` for a still part (nothing in it moves or changes by itself) as the visitor reaches for it
   * (a pointer over it, focus, a touch) or taps one of its controls or links, which is answered once it has.
   */
  when?: 'seen' | 'used';
  children: ReactNode;
}

/**
 * A part of the page's HTML (a section of a page) hydrates when it comes near the screen, or, a still part
 * (`when="used"`), when the visitor reaches for it: until then its HTML stays as it arrived (links work, nothing
 * moves) and its code, loaded by a lazy component among `children`, is not asked for. Parts on the first screen
 * load at once unless still; a tap on one of a part's buttons before its code arrives is answered when it has.
 * Elsewhere (the render pass, a page rendered in the browser) the part renders as soon as its code is there. The
 * wrapper adds no box (`display: contents`): the page's layout is the parts' own.
 */
export const HydrateWhenSeen = ({ fallback, when = 'seen', children }: HydrateWhenSeenProps) => {
  const wrapper = useRef<HTMLDivElement>(null);
  // Only the page the HTML was rendered for has parts to keep (docs/performance.md, "Parts hydrate when seen").
  // One mounted there without HTML (the page rendered in the browser) shows its fallback, which has no box: its
  // gate opens at once. The first navigation opens every gate: React cannot update a part it has not hydrated
  // (a new location reaches the links inside), so the navigation waits for its code instead of forever.
  const [gate] = useState(() => {
    if (!onPageOfHtml()) return null;
    const closed = closedGate();
    whenLeavingPageOfHtml(closed.open);
    return closed;
  });
  const taps = useRef<ReturnType<typeof holdTaps> | null>(null);
  useEffect(() => {
    const element = gate && watchedElement(wrapper.current);
    if (!gate || !element || (when === 'seen' && typeof IntersectionObserver === 'undefined')) {
      gate?.open();
      return;
    }
    const held = holdTaps(wrapper.current!, gate, when === 'used' ? SCRIPTED_CONTROL_OR_LINK : SCRIPTED_CONTROL);
    taps.current = held;
    const stopWatching = when === 'used' ? openOnIntent(wrapper.current!, gate) : openWhenSeen(element, gate);
    return () => {
      stopWatching();
      held.stop();
    };
  }, [gate, when]);
  const onCommit = useCallback(() => taps.current?.hydrated(), []);
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      <Suspense fallback={fallback}>
        <WaitForGate gate={gate}>
          {children}
          <Committed onCommit={onCommit} />
        </WaitForGate>
      </Suspense>
    </div>
  );
};

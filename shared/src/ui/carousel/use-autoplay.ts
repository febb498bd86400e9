import { startTransition, useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { prefersReducedMotionNow, usePrefersReducedMotion } from '../../utils/use-prefers-reduced-motion';

export interface UseAutoplayOptions {
  /** Milliseconds between ticks; 0 or undefined turns autoplay off. */
  interval?: number;
  /** Called on every tick while playing. */
  onTick: () => void;
}

export interface AutoplayHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface Autoplay {
  /** The timer exists at all (an interval was given). */
  enabled: boolean;
  /** Playing unless the visitor paused it, it was stopped, or reduced motion is preferred. */
  playing: boolean;
  /** A tick is actually scheduled (playing and neither hovered nor focused). */
  running: boolean;
  toggle: () => void;
  /** Stops for good (until the visitor presses play): used after a manual move. */
  stop: () => void;
  /** Spread on the element whose hover/focus pauses the timer (docs/decisions.md 6). */
  handlers: AutoplayHandlers;
}

/**
 * One timer policy for carousels, rotating phrases and indicators: the spec's interval, paused while
 * hovered or focused, a visible play/pause, no autoplay under `prefers-reduced-motion` (the visitor
 * may still press play), and the interval cleared on unmount.
 */
export const useAutoplay = ({ interval, onTick }: UseAutoplayOptions): Autoplay => {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });

  const enabled = typeof interval === 'number' && interval > 0;
  const playing = enabled && (choice === null ? !reducedMotion : choice === 'play');
  const running = playing && !hovered && !focused;

  useEffect(() => {
    // The hydration's first commit renders with motion assumed: ask the preference itself.
    if (!running || (choice === null && prefersReducedMotionNow())) return undefined;
    const id = window.setInterval(() => tick.current(), interval);
    return () => window.clearInterval(id);
  }, [running, interval, choice]);

  const toggle = useCallback(() => setChoice(playing ? 'pause' : 'play'), [playing]);
  const stop = useCallback(() => setChoice('pause'), []);

  // Hover and focus only pause the timer: transitions, so a tap's own answer (the next slide) is
  // rendered and painted first, not after them (docs/performance.md, "Taps").
  const handlers: AutoplayHandlers = {
    onMouseEnter: () => startTransition(() => setHovered(true)),
    onMouseLeave: () => startTransition(() => setHovered(false)),
    onFocus: () => startTransition(() => setFocused(true)),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) startTransition(() => setFocused(false));
    },
  };

  return { enabled, playing, running, toggle, stop, handlers };
};

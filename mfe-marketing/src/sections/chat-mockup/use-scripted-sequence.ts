import { prefersReducedMotionNow, usePrefersReducedMotion } from '@linx/shared';
import { useEffect, useState } from 'react';

export interface ScriptedSequence {
  /** How many items are shown now. */
  visible: number;
  /** The sequence is still advancing (not finished, not paused, not hovered/focused). */
  running: boolean;
  finished: boolean;
  /** The visitor pressed pause. */
  paused: boolean;
  /** Reduced motion: everything is shown at once and there is nothing to control. */
  reduced: boolean;
  togglePause: () => void;
  restart: () => void;
  /** Spread on the container: hovering or focusing it holds the sequence (docs/decisions.md 6). */
  holdHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
}

/**
 * Reveals `total` items one by one, every `stepMs`, starting with the first shown.
 * Plays once; pauses on hover/focus or on demand; shows all at once under prefers-reduced-motion.
 * The timer is cleared on every change and on unmount.
 */
export const useScriptedSequence = (total: number, stepMs: number): ScriptedSequence => {
  const reduced = usePrefersReducedMotion();
  const [count, setCount] = useState(Math.min(1, total));
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const visible = reduced ? total : count;
  const finished = visible >= total;
  const running = !reduced && !finished && !paused && !hovered && !focused;

  useEffect(() => {
    // The hydration's first commit renders with motion assumed: ask the preference itself.
    if (!running || prefersReducedMotionNow()) return undefined;
    const timer = window.setTimeout(() => setCount((current) => Math.min(current + 1, total)), stepMs);
    return () => window.clearTimeout(timer);
  }, [running, count, stepMs, total]);

  return {
    visible,
    running,
    finished,
    paused,
    reduced,
    togglePause: () => setPaused((value) => !value),
    restart: () => {
      setCount(Math.min(1, total));
      setPaused(false);
    },
    holdHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
  };
};

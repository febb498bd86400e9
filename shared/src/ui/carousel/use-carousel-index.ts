import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { wrapIndex } from '../../utils/wrap-index';
import { useEmblaOnView } from './use-embla-on-view';

export type CarouselEffect = 'slide' | 'fade';

export interface UseCarouselIndexOptions {
  count: number;
  loop: boolean;
  effect: CarouselEffect;
  draggable: boolean;
  /** Called after every move the visitor makes (buttons, dots, keys, drag or swipe). */
  onManualMove: () => void;
  onSelect?: (index: number) => void;
}

const wrap = (value: number, count: number, loop: boolean): number => {
  if (count <= 0) return 0;
  if (loop) return wrapIndex(value, count);
  return Math.min(Math.max(value, 0), count - 1);
};

/**
 * The selected slide is React state (testable without layout); Embla, loaded when the carousel comes
 * near the screen, animates and drags the "slide" effect and reports drags back. The "fade" effect
 * needs no Embla: slides are stacked and cross-fade in CSS, and a horizontal swipe moves them.
 */
export const useCarouselIndex = ({
  count,
  loop,
  effect,
  draggable,
  onManualMove,
  onSelect,
}: UseCarouselIndexOptions) => {
  const [selected, setSelected] = useState(0);
  // Mirrors `selected` for timer ticks that may fire before React re-renders.
  const current = useRef(0);
  const [viewportRef, embla] = useEmblaOnView(
    { loop, align: 'start', watchDrag: draggable, containScroll: loop ? false : 'keepSnaps', duration: 30 },
    { active: effect === 'slide', startIndex: () => current.current },
  );
  const dragging = useRef(false);
  const callbacks = useRef({ onManualMove, onSelect });
  useEffect(() => {
    callbacks.current = { onManualMove, onSelect };
  });

  useEffect(() => {
    if (!embla) return undefined;
    const onPointerDown = (): void => {
      dragging.current = true;
    };
    const onPointerUp = (): void => {
      dragging.current = false;
    };
    // Embla emits "select" before "pointerUp" when a drag lands on another slide.
    const onEmblaSelect = (): void => {
      if (!dragging.current) return;
      const index = embla.selectedScrollSnap();
      current.current = index;
      setSelected(index);
      callbacks.current.onSelect?.(index);
      callbacks.current.onManualMove();
    };
    embla.on('pointerDown', onPointerDown).on('pointerUp', onPointerUp).on('select', onEmblaSelect);
    return () => {
      embla.off('pointerDown', onPointerDown).off('pointerUp', onPointerUp).off('select', onEmblaSelect);
    };
  }, [embla]);

  const goTo = useCallback(
    (target: number, manual: boolean) => {
      const from = current.current;
      const next = wrap(target, count, loop);
      if (embla && next !== from) {
        if (target === from + 1) embla.scrollNext();
        else if (target === from - 1) embla.scrollPrev();
        else embla.scrollTo(next);
      }
      current.current = next;
      setSelected(next);
      if (next !== from) onSelect?.(next);
      if (manual) onManualMove();
    },
    [count, loop, embla, onSelect, onManualMove],
  );
  /** Moves by `delta` slides from the current one (arrows, keys, autoplay). */
  const step = useCallback((delta: number, manual: boolean) => goTo(current.current + delta, manual), [goTo]);

  const swipeStart = useRef<number | null>(null);
  const swipeHandlers =
    effect === 'fade' && draggable
      ? {
          onPointerDown: (event: PointerEvent) => {
            swipeStart.current = event.clientX;
          },
          onPointerUp: (event: PointerEvent) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (start === null) return;
            const distance = event.clientX - start;
            if (Math.abs(distance) > 48) step(distance < 0 ? 1 : -1, true);
          },
          onPointerCancel: () => {
            swipeStart.current = null;
          },
        }
      : {};

  const canGoPrevious = loop || selected > 0;
  const canGoNext = loop || selected < count - 1;

  return { selected, goTo, step, viewportRef, swipeHandlers, canGoPrevious, canGoNext };
};

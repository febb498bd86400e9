import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How far below the fold a carousel starts loading Embla, so it is ready when it scrolls in. */
const LOAD_MARGIN = '300px';

/**
 * Embla on the viewport of a "slide" carousel, loaded when the carousel comes near the screen (its
 * own chunk: a page without such a carousel in view never downloads it; docs/performance.md, "First
 * visit"). Until then the first slide shows as the page's HTML drew it. `startIndex` is the slide to
 * start on (one chosen before Embla arrived). `active` false: no Embla at all (the "fade" effect).
 */
export const useEmblaOnView = (
  options: EmblaOptionsType,
  { active, startIndex }: { active: boolean; startIndex: () => number },
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] => {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const settings = useRef({ options, startIndex });
  useEffect(() => {
    settings.current = { options, startIndex };
  });
  const { loop, watchDrag, containScroll } = options;

  useEffect(() => {
    if (!active || !node) return undefined;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    const start = (): void => {
      void import(/* webpackChunkName: "embla" */ 'embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        const { options: current, startIndex: index } = settings.current;
        api = EmblaCarousel(node, { ...current, startIndex: index() });
        setEmbla(api);
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
        api?.destroy();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
      api?.destroy();
      setEmbla(undefined);
    };
  }, [active, node, loop, watchDrag, containScroll]);

  const viewportRef = useCallback((element: HTMLElement | null) => setNode(element), []);
  return [viewportRef, embla];
};

import { lazy, Suspense } from 'react';
import type { Carousel as CarouselView, CarouselProps } from './carousel';

const LazyCarousel = lazy(() =>
  import(/* webpackChunkName: "carousel" */ './carousel').then((m) => ({ default: m.Carousel })),
) as unknown as typeof CarouselView;

/**
 * The suite's one accessible carousel, a chunk of its own: a page downloads it with the first section that
 * shows one. Only the carousel waits for it, never its section: a page's HTML keeps the carousel's markup until
 * it is there, and a page rendered in the browser shows the section's words at once and the carousel when it comes.
 */
export const Carousel = (props: CarouselProps) => (
  <Suspense fallback={null}>
    <LazyCarousel {...props} />
  </Suspense>
);

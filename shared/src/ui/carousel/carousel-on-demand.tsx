import { lazy } from 'react';
import { WaitApartInBrowser } from '../hydrate-when-seen/wait-apart-in-browser';
import type { Carousel as CarouselView, CarouselProps } from './carousel';

const LazyCarousel = lazy(() =>
  import(/* webpackChunkName: "carousel" */ './carousel').then((m) => ({ default: m.Carousel })),
) as unknown as typeof CarouselView;

/**
 * The suite's one accessible carousel, a chunk of its own: a page downloads it with the first section that
 * shows one. A page's HTML keeps the carousel's markup until it is there (its section hydrates with it); a page
 * the browser renders shows the section's words at once and the carousel when it comes.
 */
export const Carousel = <T,>(props: CarouselProps<T>) => (
  <WaitApartInBrowser fallback={null}>
    <LazyCarousel {...props} />
  </WaitApartInBrowser>
);

import { lazy } from 'react';
import type { Carousel as CarouselView } from './carousel';

export type { CarouselProps } from './carousel';

/**
 * The suite's one accessible carousel, a chunk of its own: a page downloads it with the first section that
 * shows one, inside that section's boundary (a page's HTML keeps the carousel's markup until it is there).
 */
export const Carousel = lazy(() =>
  import(/* webpackChunkName: "carousel" */ './carousel').then((m) => ({ default: m.Carousel })),
) as unknown as typeof CarouselView;
export { AutoplayToggle, type AutoplayToggleProps } from './carousel-controls';
export { useAutoplay, type Autoplay, type UseAutoplayOptions } from './use-autoplay';
export { carouselLabels } from './carousel-labels';
export type { CarouselTone, PerView } from './carousel.styles';
export type { CarouselEffect } from './use-carousel-index';
export { useRotatingIndex } from './use-rotating-index';

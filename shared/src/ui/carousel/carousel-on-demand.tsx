import { partOnDemand, type OnDemandCode } from '../hydrate-when-seen/wait-apart-in-browser';
import type { Carousel as CarouselView } from './carousel';

/**
 * The suite's one accessible carousel, a chunk of its own: a page downloads it with the first section that
 * shows one. A page's HTML keeps the carousel's markup until it is there (its section hydrates with it); a page
 * the browser renders shows the section's words at once and the carousel when it comes, unless whoever draws it
 * fetched its code first (`Carousel.preload()`, as mfe-marketing's carousel sections do).
 */
export const Carousel = partOnDemand(
  () => import(/* webpackChunkName: "carousel" */ './carousel').then((m) => m.Carousel),
  null,
) as typeof CarouselView & OnDemandCode;

export { Carousel } from './carousel-on-demand';
export type { CarouselProps } from './carousel';
export { AutoplayToggle, type AutoplayToggleProps } from './carousel-controls';
export { useAutoplay, type Autoplay, type UseAutoplayOptions } from './use-autoplay';
export { carouselLabels } from './carousel-labels';
export type { CarouselTone, PerView } from './carousel.styles';
export type { CarouselEffect } from './use-carousel-index';
export { useRotatingIndex } from './use-rotating-index';

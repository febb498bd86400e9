export { CaseCarousel, CASE_CAROUSEL_INTERVAL_MS, type CaseCarouselProps } from './case-carousel';

export {
  ImplementationsCarousel,
  IMPLEMENTATIONS_INTERVAL_MS,
  type ImplementationsCarouselProps,
} from './implementations-carousel';

export {
  ServiceCarousel,
  SERVICE_CAROUSEL_INTERVAL_MS,
  type ServiceCarouselProps,
  type ServiceSlide,
} from './service-carousel';

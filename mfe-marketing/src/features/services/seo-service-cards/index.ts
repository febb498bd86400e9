export { SeoServiceCards, type SeoServiceCardsProps } from './seo-service-cards';

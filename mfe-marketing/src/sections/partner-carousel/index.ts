export { PartnerCarousel, PartnerLogos } from './partner-carousel';

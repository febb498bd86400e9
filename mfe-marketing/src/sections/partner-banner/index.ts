export { PartnerBanner, type PartnerBannerProps } from './partner-banner';

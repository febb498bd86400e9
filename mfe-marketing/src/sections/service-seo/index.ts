export { ServiceSeo, type ServiceSeoProps } from './service-seo';

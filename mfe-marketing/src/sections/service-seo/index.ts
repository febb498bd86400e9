export { ServiceSeo, type ServiceMeta, type ServiceSeoProps, type ServiceVideoFacts } from './service-seo';

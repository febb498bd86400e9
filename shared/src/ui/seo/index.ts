export { Seo, type SeoProps } from './seo';

export { BreadcrumbLabels } from './breadcrumb-labels';
export { Seo, type SeoImage, type SeoProps } from './seo';
export * from './structured-data';

export { PageSections, type PageSectionsProps } from './page-sections';
export { sectionViewsToWaitFor } from './section-views';

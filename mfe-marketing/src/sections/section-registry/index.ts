export { PageSections, type PageSectionsProps } from './page-sections';

export { SectionsPageContent } from './sections-page-content';
export { sectionsPageAt } from './sections-page-at';

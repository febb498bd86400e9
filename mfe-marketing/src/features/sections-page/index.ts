export { SectionsPageContent } from './sections-page-content';

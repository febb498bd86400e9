export { PageSection, type PageSectionProps, type SectionHeadingContent } from './page-section';

import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /servicios/gestion-contenidos — docs/site.md §2 "Content management": a page built in the CMS. */
const { Page: ContentManagementPage, loader } = sectionsPageAt(paths.contentManagement);

export { loader };
export default ContentManagementPage;

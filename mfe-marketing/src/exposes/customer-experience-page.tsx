import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /experiencia-cliente — docs/site.md §4 "Customer experience": a page built in the CMS. */
const { Page: CustomerExperiencePage, loader } = sectionsPageAt(paths.customerExperience);

export { loader };
export default CustomerExperiencePage;

import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /servicios/comunicaciones-internas — docs/site.md §2 "Internal communications": a page built in the CMS. */
const { Page: InternalCommunicationsPage, loader } = sectionsPageAt(paths.internalCommunications);

export { loader };
export default InternalCommunicationsPage;

import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /servicios/cloud — docs/site.md §2 "Cloud implementation": a page built in the CMS (its cards inform, they are not links). */
const { Page: CloudPage, loader } = sectionsPageAt(paths.cloud);

export { loader };
export default CloudPage;

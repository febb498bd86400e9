import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /servicios/senalizacion-digital — docs/site.md §2 "Digital signage": a page built in the CMS. */
const { Page: DigitalSignagePage, loader } = sectionsPageAt(paths.digitalSignage);

export { loader };
export default DigitalSignagePage;

import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /productividad — the productivity landing page (docs/site.md §2): a page built in the CMS. */
const { Page: ProductivityPage, loader } = sectionsPageAt(paths.productivity);

export { loader };
export default ProductivityPage;

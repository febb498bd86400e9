import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /servicios/seo — docs/site.md §2 "SEO/SEM": a page built in the CMS, seeded with its seven sections. */
const { Page: SeoPage, loader } = sectionsPageAt(paths.seo);

export { loader };
export default SeoPage;

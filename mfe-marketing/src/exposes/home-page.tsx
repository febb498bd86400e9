import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';
import { cmsRead } from '../api/reads';

/** / — docs/site.md §3 "Home": a page built in the CMS; its client logos are the CMS's client collection. */
const { Page: HomePage, loader } = sectionsPageAt(paths.home, () => [cmsRead.clientLogos()]);

export { loader };
export default HomePage;

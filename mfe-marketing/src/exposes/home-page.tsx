import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** / — docs/site.md §3 "Home": a page built in the CMS; its client logos come with the page's read. */
const { Page: HomePage, loader } = sectionsPageAt(paths.home);

export { loader };
export default HomePage;

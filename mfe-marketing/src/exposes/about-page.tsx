import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /sobre-nosotros — docs/site.md §3 "About": a page built in the CMS; its team and partners come with the page's read. */
const { Page: AboutPage, loader } = sectionsPageAt(paths.about);

export { loader };
export default AboutPage;

import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';
import { cmsRead } from '../api/reads';

/** /sobre-nosotros — docs/site.md §3 "About": a page built in the CMS; its team and partners are CMS collections. */
const { Page: AboutPage, loader } = sectionsPageAt(paths.about, () => [cmsRead.teamMembers(), cmsRead.partners()]);

export { loader };
export default AboutPage;

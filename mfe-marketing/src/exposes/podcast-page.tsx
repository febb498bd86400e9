import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /podcast — docs/site.md §3 "Podcast": a page built in the CMS; its episodes come with the page's read. */
const { Page: PodcastPage, loader } = sectionsPageAt(paths.podcast);

export { loader };
export default PodcastPage;

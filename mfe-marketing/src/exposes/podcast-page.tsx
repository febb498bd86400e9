import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';
import { cmsRead } from '../api/reads';

/** /podcast — docs/site.md §3 "Podcast": a page built in the CMS; its episodes are the CMS's podcast collection. */
const { Page: PodcastPage, loader } = sectionsPageAt(paths.podcast, () => [cmsRead.podcastEpisodes()]);

export { loader };
export default PodcastPage;

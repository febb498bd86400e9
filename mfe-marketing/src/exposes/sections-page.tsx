import { type PageLoader } from '@linx/shared';
import { useParams } from 'react-router-dom';
import { SectionsPageContent } from '../features/sections-page';
import { cmsRead } from '../api/reads';

/** The rest of the URL after its first slash, as the route `/*path` names it ("campanas/retail-2027"). */
const usePagePath = () => (useParams()['*'] ?? '').replace(/\/$/, '');

/** Any path no other route opens — a page editors build from sections in the CMS (docs/decisions.md 13). */
const SectionsPage = () => <SectionsPageContent path={usePagePath()} />;

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = ({ path }) => [cmsRead.page(path)];

export default SectionsPage;

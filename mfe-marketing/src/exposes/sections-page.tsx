import { pageLabelsRead, type PageLoader } from '@linx/shared';
import { useParams } from 'react-router-dom';
import { SectionsPageContent } from '../features/sections-page';
import { cmsRead } from '../api/reads';

/** The rest of the URL after its first slash, as the route `/*path` names it ("campanas/retail-2027"; "" for `/`). */
const usePagePath = () => (useParams()['*'] ?? '').replace(/\/$/, '');

/**
 * Every page built in the CMS, at any path no other route opens (docs/decisions.md 13 and 19): the home, the
 * landing and service pages, About, the podcast, campaigns.
 */
const SectionsPage = () => <SectionsPageContent path={usePagePath()} />;

/** What the page reads (docs/rendering.md, "Page loaders"): the page, and the labels its breadcrumbs name. */
export const loader: PageLoader = ({ path }) => [cmsRead.page(path), pageLabelsRead()];

export default SectionsPage;

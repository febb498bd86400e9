import { getList } from './cms-client';
import cmsReads from './cms-reads.json';
import { toCmsPage } from './page-mappers';
import type { CmsPage } from './page-types';
import type { StrapiPage } from './strapi-types';

const { calls } = cmsReads;

/**
 * The page built from sections published at `/<path>` ("campanas/retail-2027"), or undefined when there is
 * none. Its own module: only pages built from sections load the mapping (cmsRead.page imports it on use).
 */
export const fetchSectionsPage = async (path: string): Promise<CmsPage | undefined> => {
  const call = calls.page;
  const [first] = await getList<StrapiPage>(call, call.path.replace(':path', encodeURIComponent(path)));
  return first ? toCmsPage(first) : undefined;
};

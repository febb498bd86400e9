import { cmsCall, getList } from '@linx/shared';
import { toCmsPage } from './page-mappers';
import type { CmsPage } from './page-types';
import type { StrapiPage } from './strapi-types';

/**
 * The page built from sections published at `/<path>` ("campanas/retail-2027"), or undefined when there is
 * none. Its own module: only pages built from sections load the mapping (reads.ts imports it on use).
 */
export const fetchSectionsPage = async (path: string): Promise<CmsPage | undefined> => {
  const call = cmsCall('page');
  const [first] = await getList<StrapiPage>(call, call.path.replace(':path', encodeURIComponent(path)));
  return first ? toCmsPage(first) : undefined;
};

import { getList } from './cms-client';
import cmsReads from './cms-reads.json';
import { toCmsPage } from './page-mappers';
import type { CmsPage } from './page-types';
import type { StrapiPage } from './strapi-types';

const { calls } = cmsReads;

/**
 * The page built in the CMS at this path (`/`, `/servicios/seo`, `/campanas/x`), or undefined when none is
 * published. Its own module: only pages built from sections load the mapping (cmsRead.page imports it on use).
 */
export const fetchPageByPath = async (pathname: string): Promise<CmsPage | undefined> => {
  const [first] = await getList<StrapiPage>(calls.page, calls.page.path.replace(':path', encodeURIComponent(pathname)));
  return first ? toCmsPage(first) : undefined;
};

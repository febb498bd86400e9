import { getList } from './cms-client';
import cmsReads from './cms-reads.json';
import { toCmsPage } from './page-mappers';
import type { CmsPage } from './page-types';
import type { StrapiPage } from './strapi-types';

const { calls } = cmsReads;

/**
 * The campaign page published at /campanas/<campaign>, or undefined when there is none. Its own module: only
 * pages built from sections load the mapping (cmsRead.campaignPage imports it on use).
 */
export const fetchCampaignPage = async (campaign: string): Promise<CmsPage | undefined> => {
  const call = calls['campaign-page'];
  const [first] = await getList<StrapiPage>(call, call.path.replace(':campaign', encodeURIComponent(campaign)));
  return first ? toCmsPage(first) : undefined;
};

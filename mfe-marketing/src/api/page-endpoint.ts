import { cmsCall, getList, recordEntries } from '@linx/shared';
import { descriptorOf } from '../sections/section-descriptors.generated';
import { toCmsPage } from './page-mappers';
import type { CmsPage } from './page-types';
import type { StrapiPage } from './strapi-types';

/**
 * Render pass: the entries of the collections the page's sections show (brought inside them by the page read),
 * recorded by their model, so an edit of a team member or a partner renders again the pages that show it.
 */
const recordSectionEntries = (raw: StrapiPage): void => {
  for (const section of raw.sections ?? []) {
    const read = descriptorOf(section.__component)?.read;
    if (!read || !('entries' in section) || !Array.isArray(section.entries)) continue;
    recordEntries(
      cmsCall(read).model,
      section.entries.map((entry) => entry?.documentId),
    );
  }
};

/**
 * The page built from sections published at `/<path>` ("campanas/retail-2027"), or undefined when there is
 * none: its sections, and the entries of every collection they show. Its own module: only pages built from
 * sections load the mapping (reads.ts imports it on use).
 */
export const fetchSectionsPage = async (path: string): Promise<CmsPage | undefined> => {
  const call = cmsCall('page');
  const [first] = await getList<StrapiPage>(call, call.path.replace(':path', encodeURIComponent(path)));
  if (!first) return undefined;
  recordSectionEntries(first);
  return toCmsPage(first);
};

import { cmsCallRead } from '@linx/shared';

/** The CMS reads the marketing pages declare, each keyed by its call in cms-reads.json. */
export const cmsRead = {
  /**
   * The page built from sections at `/<path>` (the route `/*path`), with the entries of every collection its
   * sections show (cms/src/utils/section-collections.js); its mapping loads with the first one (an unnamed
   * chunk: a name would cost the first visit of every page bytes in the chunk maps).
   */
  page: (path: string) =>
    cmsCallRead('page', async () => (await import('./page-endpoint')).fetchSectionsPage(path), path),
};

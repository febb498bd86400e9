import { loadRuntimeConfig, type RemoteName } from '@linx/shared';
import { mountStandalone } from './standalone-app';
import { standalonePages, type ExposedPages } from './standalone-pages';

/**
 * A remote's own page (its bootstrap): the remote's pages of the route list in a minimal frame. `exposes`:
 * the remote's page modules by file name. An entry of its own (`@linx/shared/standalone`), not in the
 * platform's singleton: the site's pages never download it, and it reaches the platform through
 * `@linx/shared`, the same copy the remote's pages use (its addresses, its theme).
 */
export const renderStandalone = async (remote: RemoteName, exposes: ExposedPages): Promise<void> => {
  await loadRuntimeConfig();
  mountStandalone(remote, standalonePages(remote, exposes));
};

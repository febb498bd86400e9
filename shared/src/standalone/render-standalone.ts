import { loadRuntimeConfig, type RemoteName } from '@linx/shared';
import { mountStandalone } from './standalone-app';
import { standalonePages, type LoadExposedPage } from './standalone-pages';

/**
 * A remote's own page (its bootstrap): the remote's pages of the route list in a minimal frame. `load`
 * imports a file of the remote's src/exposes/. An entry of its own (`@linx/shared/standalone`), not in the
 * platform's singleton: the site's pages never download it, and it reaches the platform through
 * `@linx/shared`, the same copy the remote's pages use (its addresses, its theme).
 */
export const renderStandalone = async (remote: RemoteName, load: LoadExposedPage): Promise<void> => {
  await loadRuntimeConfig();
  mountStandalone(remote, standalonePages(remote, load));
};

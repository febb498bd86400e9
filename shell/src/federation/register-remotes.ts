import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PageModule, RuntimeConfig } from '@linx/shared';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

/** Registers the remotes named in the addresses file: moving a remote never rebuilds the shell. */
export const registerSiteRemotes = (remotes: RuntimeConfig['remotes']): void => {
  registerPlugins([remoteFallbackPlugin()]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
};

/** Loads one exposed page ("catalogue/ProductCataloguePage"); a missing default export is an error. */
export const loadRemotePage = async (id: string): Promise<PageModule> => {
  const module = await loadRemote<PageModule>(id);
  if (!module?.default) throw new Error(`El módulo ${id} no exporta una página`);
  return module;
};

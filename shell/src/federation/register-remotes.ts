import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { resolvedAtOnce, type PageModule, type RuntimeConfig } from '@linx/shared';
import { remoteFallbackPlugin, UNAVAILABLE } from './remote-fallback-plugin';

/** Registers the remotes named in the addresses file: moving a remote never rebuilds the shell. */
export const registerSiteRemotes = (remotes: RuntimeConfig['remotes']): void => {
  registerPlugins([remoteFallbackPlugin()]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
};

const loaded = new Map<string, PageModule>();

/** Whether a page module is the stand-in for a remote that did not load. */
export const isUnavailable = (module: PageModule): boolean => UNAVAILABLE in module;

/** Loads one exposed page ("catalogue/ProductCataloguePage"); a missing default export is an error. */
export const loadRemotePage = (id: string): PromiseLike<PageModule> => {
  const cached = loaded.get(id);
  // Already loaded: rendered in the same pass, so HTML rendered ahead of time and hydration never stop at a fallback.
  if (cached) return resolvedAtOnce(cached);
  return loadRemote<PageModule>(id).then((module) => {
    if (!module?.default) throw new Error(`El módulo ${id} no exporta una página`);
    // The fallback stands in for this attempt only: "Reintentar" asks the remote again.
    if (!(UNAVAILABLE in module)) loaded.set(id, module);
    return module;
  });
};

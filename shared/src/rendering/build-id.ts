import { renderProtocol } from './render-protocol.cjs';

/**
 * The identity of a remote's build: a hash of the file names its manifest lists for every exposed
 * module. Names carry content hashes, so any code change gives a new id. Computed the same way by
 * the renderer's browser and the visitor's, without crypto.subtle (not there on plain http).
 */
export interface RemoteManifest {
  exposes?: { path: string; assets?: unknown }[];
}

export const buildIdOf = (manifest: RemoteManifest): string => {
  const text = JSON.stringify((manifest.exposes ?? []).map(({ path, assets }) => [path, assets]));
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${text.length.toString(36)}`;
};

declare global {
  interface Window {
    /** Manifests the federation runtime fetched, by URL (shared/build/retry-runtime-plugin.js). */
    [renderProtocol.globals.manifests]?: Record<string, Promise<RemoteManifest> | undefined>;
  }
}

/** The build id of the manifest at `url`: the copy the runtime fetched, else a request of its own. */
export const currentBuildId = async (url: string): Promise<string> => {
  const fetched = typeof window === 'undefined' ? undefined : window[renderProtocol.globals.manifests]?.[url];
  const manifest = fetched ? await fetched : ((await (await fetch(url)).json()) as RemoteManifest);
  return buildIdOf(manifest);
};

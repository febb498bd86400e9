/**
 * Addresses that change per deployment without a rebuild. The serve script writes
 * `runtime-config.json` beside each app; the app reads it once at start-up.
 */
export type RemoteName = 'marketing' | 'catalogue' | 'content' | 'contact' | 'internal';

export interface RuntimeConfig {
  /** mf-manifest.json URL of each remote. */
  remotes: Record<RemoteName, string>;
  cmsUrl: string;
  leadsUrl: string;
  /** The analytics collector (docs/decisions.md 14): beacons and the staff dashboard's figures. */
  analyticsUrl: string;
  /** Optional read-only CMS token; never a write-capable secret. */
  cmsToken?: string;
  /** Base address for absolute image URLs in generated e-mail signatures. */
  assetsBaseUrl: string;
}

const host = typeof window === 'undefined' ? 'localhost' : window.location.hostname || 'localhost';

export const defaultRuntimeConfig: RuntimeConfig = {
  remotes: {
    marketing: `http://${host}:3001/mf-manifest.json`,
    catalogue: `http://${host}:3002/mf-manifest.json`,
    content: `http://${host}:3003/mf-manifest.json`,
    contact: `http://${host}:3004/mf-manifest.json`,
    internal: `http://${host}:3005/mf-manifest.json`,
  },
  cmsUrl: `http://${host}:1337`,
  leadsUrl: `http://${host}:4000`,
  analyticsUrl: `http://${host}:4300`,
  assetsBaseUrl: `http://${host}:3005`,
};

let current: RuntimeConfig = defaultRuntimeConfig;

export const getRuntimeConfig = (): RuntimeConfig => current;

export const setRuntimeConfig = (patch: Partial<RuntimeConfig>): RuntimeConfig => {
  current = { ...current, ...patch, remotes: { ...current.remotes, ...patch.remotes } };
  return current;
};

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

/** Reads the addresses file served beside the app; keeps the defaults when it is missing. */
export const loadRuntimeConfig = async (url = `/${RUNTIME_CONFIG_FILE}`): Promise<RuntimeConfig> => {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // Served without the file (e.g. a remote's dev server): defaults apply.
  }
  return current;
};

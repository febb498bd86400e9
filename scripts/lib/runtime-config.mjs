// runtime-config.json: the addresses file the apps read at start-up, built from the environment
// and the live release pointers (releases.mjs): a remote with a live release is addressed at
// `<its URL>/releases/<version>/mf-manifest.json`, served by its own server.
import { apps, backEnds, urlOf } from './apps.mjs';
import { fileVersion } from './files.mjs';
import { liveVersion, pointerFile, releaseNameOf, releasesDir } from './releases.mjs';

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

/** The manifest the browser loads: the live release's (unless `releases` is false), else the remote's own build's. */
const manifestUrlOf = (app, releases) => {
  const base = urlOf(app).replace(/\/$/, '');
  const live = releases && liveVersion(app.remote);
  return live ? `${base}/releases/${live}/mf-manifest.json` : `${base}/mf-manifest.json`;
};

/** `releases: false` for the dev servers, which serve what is being written, never a release. */
export const runtimeConfigFromEnv = ({ releases = true } = {}) => ({
  remotes: Object.fromEntries(
    apps.filter((app) => app.remote).map((app) => [app.remote, manifestUrlOf(app, releases)]),
  ),
  cmsUrl: urlOf(backEnds.cms),
  leadsUrl: urlOf(backEnds.leads),
  analyticsUrl: urlOf(backEnds.analytics),
  ...(process.env.CMS_READ_TOKEN ? { cmsToken: process.env.CMS_READ_TOKEN } : {}),
  // Images of generated e-mail signatures are files of the internal remote (mfe-internal/public).
  assetsBaseUrl: process.env.ASSETS_BASE_URL || urlOf(apps.find((app) => app.remote === 'internal')),
});

/** What changes the config without a restart: the pointer files (their modification times). */
const pointersKey = () => {
  const dir = releasesDir();
  return apps.map((app) => fileVersion(pointerFile(releaseNameOf(app), dir)) ?? 0).join(':');
};

/**
 * The current config, made again only when a live pointer changed (for the servers, per request).
 * Its `key` names the config, so what is composed from it can be cached by it.
 */
export const liveRuntimeConfig = (() => {
  let cached = null;
  return () => {
    const key = pointersKey();
    if (cached?.key !== key) cached = { key, config: runtimeConfigFromEnv() };
    return cached.config;
  };
})();

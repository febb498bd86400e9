// runtime-config.json: the addresses file the apps read at start-up, built from the environment.
import { apps, backEnds, urlOf } from './apps.mjs';

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

export const runtimeConfigFromEnv = () => ({
  remotes: Object.fromEntries(
    apps.filter((app) => app.remote).map((app) => [app.remote, `${urlOf(app).replace(/\/$/, '')}/mf-manifest.json`]),
  ),
  cmsUrl: urlOf(backEnds.cms),
  leadsUrl: urlOf(backEnds.leads),
  ...(process.env.CMS_READ_TOKEN ? { cmsToken: process.env.CMS_READ_TOKEN } : {}),
  // Images of generated e-mail signatures are files of the internal remote (mfe-internal/public).
  assetsBaseUrl: process.env.ASSETS_BASE_URL || urlOf(apps.find((app) => app.remote === 'internal')),
});

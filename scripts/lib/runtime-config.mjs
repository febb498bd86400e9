// Writes runtime-config.json (the addresses file the apps read at start-up) from the environment.
import fs from 'node:fs';
import path from 'node:path';
import { apps, backEnds, urlOf } from './apps.mjs';

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

export const writeRuntimeConfig = (distDir) => {
  const config = runtimeConfigFromEnv();
  fs.writeFileSync(path.join(distDir, 'runtime-config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return config;
};

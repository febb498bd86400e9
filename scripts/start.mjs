// `npm start`: builds what is not built, then runs the CMS, the lead service, the analytics collector
// and the static suite.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apps, backEndOrigins, backEnds, bindHost, portOf, renderHookUrl, ROOT, urlOf } from './lib/apps.mjs';
import { run, runToEnd, stopAll, waitForUrl } from './lib/processes.mjs';

const cmsDir = path.join(ROOT, 'cms');
// The CMS signs preview tokens and the site's server checks them with one secret (docs/editorial-workflow.md):
// a fresh one per start unless PREVIEW_SECRET is set. The back ends accept the suite's pages, wherever its
// ports are moved (CORS_ORIGINS, SITE_ORIGINS), unless the environment names other origins.
const env = {
  ...backEndOrigins(),
  ...process.env,
  HOST: bindHost(),
  PREVIEW_SECRET: process.env.PREVIEW_SECRET || crypto.randomBytes(32).toString('base64url'),
};
// The lead service posts each accepted lead to the collector with this token, and the collector then
// requires it of every conversion (analytics-service/README.md): a fresh one per start unless set.
const ingestToken = process.env.ANALYTICS_INGEST_TOKEN || crypto.randomBytes(32).toString('base64url');

if ((await runToEnd('node', [path.join(ROOT, 'scripts/build.mjs'), '--missing'])) !== 0) process.exit(1);

if (fs.existsSync(path.join(cmsDir, 'package.json'))) {
  if (!fs.existsSync(path.join(cmsDir, 'node_modules'))) {
    if ((await runToEnd('npm', ['install', '--no-audit', '--no-fund'], { cwd: cmsDir })) !== 0) process.exit(1);
  }
  if (!fs.existsSync(path.join(cmsDir, 'build', 'index.html'))) {
    console.info('Compilando el panel de administración de Strapi (solo la primera vez)…');
    if ((await runToEnd('npm', ['run', 'build'], { cwd: cmsDir })) !== 0) process.exit(1);
  }
  run('cms', 'npm', ['start'], {
    cwd: cmsDir,
    env: { SITE_URL: urlOf(apps[0]), ...env, PORT: String(portOf(backEnds.cms)), RENDER_HOOK_URL: renderHookUrl() },
  });
}

run('leads', 'npm', ['start', '-w', 'lead-service'], {
  cwd: ROOT,
  env: {
    ...env,
    PORT: String(portOf(backEnds.leads)),
    ANALYTICS_URL: env.ANALYTICS_URL || urlOf(backEnds.analytics),
    ANALYTICS_INGEST_TOKEN: ingestToken,
  },
});
run('analytics', 'npm', ['start', '-w', 'analytics-service'], {
  cwd: ROOT,
  env: { ...env, ANALYTICS_INGEST_TOKEN: ingestToken },
});
// The renderer's service watches promoted releases (docs/releases.md "Watched for its first minutes"):
// it asks the collector on this machine for their errors (loopback, or ANALYTICS_STAFF_TOKEN when set)
// and posts its rollbacks with the ingest token.
run('site', 'node', [path.join(ROOT, 'scripts/serve-all.mjs')], {
  cwd: ROOT,
  env: { ...env, ANALYTICS_INGEST_TOKEN: ingestToken },
});

try {
  await waitForUrl(`http://${bindHost()}:${portOf(apps[0])}/`);
  await waitForUrl(`http://${bindHost()}:${portOf(backEnds.cms)}/_health`, 180000);
  // Pages answer as finished HTML once the first render has ended (before that, rendered in the browser).
  await waitForUrl(`http://127.0.0.1:${portOf(backEnds.render)}/ready`, 300000).then(
    () => console.info('Páginas renderizadas de antemano (npm run prerender las vuelve a renderizar).'),
    (error) => console.warn(`Renderizado previo pendiente: ${error.message}`),
  );
  console.info(
    `\n  Sitio LINX:  ${urlOf(apps[0])}\n  CMS (admin): ${urlOf(backEnds.cms)}/admin\n  Leads:       ${urlOf(backEnds.leads)}/health\n  Analítica:   ${urlOf(apps[0])}/interno/analitica\n\n  Ctrl-C detiene todo.\n`,
  );
} catch (error) {
  console.error(error.message);
  stopAll();
  process.exit(1);
}

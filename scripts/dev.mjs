// `npm run dev`: every app on its webpack-dev-server with reload, plus the CMS, the lead service and the
// analytics collector.
import fs from 'node:fs';
import path from 'node:path';
import { apps, backEndOrigins, backEnds, bindHost, portOf, ROOT, urlOf } from './lib/apps.mjs';
import { run } from './lib/processes.mjs';
import { runtimeConfigFromEnv } from './lib/runtime-config.mjs';

// Every dev server answers /runtime-config.json with the addresses the environment gives
// (shared/build/webpack-config.js), and the back ends accept every app's page, the remotes' own too.
const env = {
  ...backEndOrigins(),
  ...process.env,
  HOST: bindHost(),
  LINX_RUNTIME_CONFIG: JSON.stringify(runtimeConfigFromEnv({ releases: false })),
};
for (const app of apps) {
  run(app.folder, 'npx', ['webpack', 'serve', '--mode', 'development', '--port', String(portOf(app))], {
    cwd: path.join(ROOT, app.folder),
    env,
  });
}
if (fs.existsSync(path.join(ROOT, 'cms', 'node_modules'))) {
  run('cms', 'npm', ['run', 'develop'], {
    cwd: path.join(ROOT, 'cms'),
    env: { ...env, PORT: String(portOf(backEnds.cms)) },
  });
}
run('leads', 'npm', ['run', 'dev', '-w', 'lead-service'], {
  cwd: ROOT,
  env: { ...env, PORT: String(portOf(backEnds.leads)), ANALYTICS_URL: env.ANALYTICS_URL || urlOf(backEnds.analytics) },
});
run('analytics', 'npm', ['run', 'dev', '-w', 'analytics-service'], { cwd: ROOT, env });
console.info(`Modo desarrollo: ${urlOf(apps[0])}`);

// Serves the built shell and all five remotes, each in its own process under a supervisor:
// a crash of one app never stops the others, and the crashed one is started again.
import path from 'node:path';
import { apps, bindHost, portOf, ROOT, urlOf } from './lib/apps.mjs';
import { supervise, waitForUrl } from './lib/processes.mjs';

for (const app of apps) {
  supervise(app.folder, 'node', [path.join(ROOT, 'scripts/serve-app.mjs'), app.folder], { cwd: ROOT });
}
await waitForUrl(`http://${bindHost()}:${portOf(apps[0])}/runtime-config.json`, 30_000);
console.info(`Sitio LINX servido en ${urlOf(apps[0])}`);

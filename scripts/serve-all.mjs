// Serves the built shell and all five remotes, each in its own process under a supervisor:
// a crash of one app never stops the others, and the crashed one is started again. The
// renderer's service (render-service.mjs) renders the pages ahead of time and keeps them fresh;
// PRERENDER=off leaves every page to render in the browser.
import path from 'node:path';
import { apps, bindHost, portOf, ROOT, urlOf } from './lib/apps.mjs';
import { supervise, waitForUrl } from './lib/processes.mjs';

/** An IPC channel to each child: it ends itself when this process is gone (exit-with-parent.mjs). */
const WITH_IPC = ['ignore', 'pipe', 'pipe', 'ipc'];

for (const app of apps) {
  supervise(app.folder, 'node', [path.join(ROOT, 'scripts/serve-app.mjs'), app.folder], { cwd: ROOT, stdio: WITH_IPC });
}
if (process.env.PRERENDER !== 'off') {
  supervise('render', 'node', [path.join(ROOT, 'scripts/render-service.mjs')], { cwd: ROOT, stdio: WITH_IPC });
}
await waitForUrl(`http://${bindHost()}:${portOf(apps[0])}/runtime-config.json`, 30_000);
console.info(`Sitio LINX servido en ${urlOf(apps[0])}`);

// Serves the built shell and all five remotes from one process.
import path from 'node:path';
import { apps, bindHost, portOf, ROOT, urlOf } from './lib/apps.mjs';
import { startStaticServer } from './lib/static-server.mjs';

for (const app of apps) {
  await startStaticServer({
    distDir: path.join(ROOT, app.folder, 'dist'),
    port: portOf(app),
    host: bindHost(),
    historyFallback: app.remote === null,
  });
}
console.info(`Sitio LINX servido en ${urlOf(apps[0])}`);

// Serves one built app alone: `node scripts/serve-app.mjs mfe-catalogue` (port and addresses from env).
import path from 'node:path';
import { bindHost, findApp, portOf, ROOT } from './lib/apps.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const app = findApp(process.argv[2]);
const port = portOf(app);
await startStaticServer({
  distDir: path.join(ROOT, app.folder, 'dist'),
  port,
  host: bindHost(),
  historyFallback: app.remote === null,
});
console.info(`${app.folder} en http://${bindHost()}:${port}`);

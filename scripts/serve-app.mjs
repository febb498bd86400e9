// Serves one built app alone: `node scripts/serve-app.mjs mfe-catalogue` (port and addresses from env;
// DIST_DIR serves another build of it, e.g. a release).
import path from 'node:path';
import './lib/exit-with-parent.mjs';
import { bindHost, findApp, portOf, ROOT } from './lib/apps.mjs';
import { startRenderedMirror } from './lib/rendered-replica.mjs';
import { renderedDir } from './lib/rendered-store.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const app = findApp(process.argv[2]);
const port = portOf(app);
// The shell answers rendered pages from RENDERED_DIR: with RENDERED_DATABASE_URL a copy of the
// shared store, kept current while it runs (lib/rendered-replica.mjs).
if (app.remote === null) await startRenderedMirror(renderedDir());
await startStaticServer({
  distDir: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, app.folder, 'dist'),
  port,
  host: bindHost(),
  historyFallback: app.remote === null,
});
console.info(`${app.folder} en http://${bindHost()}:${port}`);

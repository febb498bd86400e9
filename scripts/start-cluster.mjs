// `npm run start:cluster`: the site as several instances on one machine, on loopback — a throw-away
// PostgreSQL cluster, nginx as the front door on CLUSTER_PORT (8080), two shell servers, the five
// remotes, two CMS instances and two lead services on that PostgreSQL, and the renderer. The browser
// only talks to nginx: /runtime-config.json names the front door's addresses. Ctrl-C stops it all
// and deletes the cluster's database, uploads and nginx folder. README, "Several instances".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, ROOT } from './lib/apps.mjs';
import { startNginx, remotePath } from './lib/nginx-config.mjs';
import { run, runToEnd, stopAll, supervise, waitForUrl } from './lib/processes.mjs';
import { startTestPostgres } from './lib/test-postgres.mjs';

const frontPort = Number(process.env.CLUSTER_PORT || 8080);
// Instances listen on consecutive loopback ports from CLUSTER_BASE_PORT (see `ports` below).
const base = Number(process.env.CLUSTER_BASE_PORT || 18000);
const ports = {
  shells: [base, base + 1],
  remotes: Object.fromEntries(apps.filter((app) => app.remote).map((app, i) => [app.remote, base + 2 + i])),
  cms: [base + 10, base + 11],
  leads: [base + 20, base + 21],
  render: base + 30,
  postgres: base + 40,
};
const front = `http://${process.env.PUBLIC_HOST || 'localhost'}:${frontPort}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cluster-'));
const cmsPublic = path.join(dir, 'cms-public'); // the uploads folder every CMS instance shares
fs.mkdirSync(path.join(cmsPublic, 'uploads'), { recursive: true });

if ((await runToEnd('node', [path.join(ROOT, 'scripts/build.mjs'), '--missing'])) !== 0) process.exit(1);

const postgres = await startTestPostgres({ port: ports.postgres });
postgres.createDatabase('linx_cms');
postgres.createDatabase('linx_leads');
postgres.createDatabase('linx_render'); // the renderer's advisory lock and the rendered pages
let nginx = null;
const cleanUp = () => {
  nginx?.child.kill('SIGQUIT');
  postgres.stop();
  fs.rmSync(dir, { recursive: true, force: true });
};
// processes.mjs stops the children on these signals; the cluster and nginx go after them.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, cleanUp);

// Every process names the front door's addresses, so runtime-config.json, the CSP and the pages do.
const publicUrls = {
  HOST: '127.0.0.1',
  SHELL_URL: front,
  ...Object.fromEntries(
    apps.filter((app) => app.remote).map((app) => [app.urlEnv, `${front}${remotePath(app.remote)}`]),
  ),
  CMS_URL: `${front}/cms`,
  LEADS_URL: `${front}/leads`,
  RENDER_PORT: String(ports.render),
  ...Object.fromEntries(
    apps.filter((app) => app.remote).map((app) => [app.portEnv, String(ports.remotes[app.remote])]),
  ),
};
const env = { ...process.env, ...publicUrls };
delete env.DATABASE_URL; // each part gets its own database below
const WITH_IPC = ['ignore', 'pipe', 'pipe', 'ipc'];
const serveApp = (name, folder, extra = {}) =>
  supervise(name, 'node', [path.join(ROOT, 'scripts/serve-app.mjs'), folder], {
    cwd: ROOT,
    env: { ...env, ...extra },
    stdio: WITH_IPC,
  });

try {
  nginx = await startNginx({
    prefix: path.join(dir, 'nginx'),
    port: frontPort,
    shells: ports.shells,
    cms: ports.cms,
    leads: ports.leads,
    remotes: ports.remotes,
  });

  for (const app of apps.filter((candidate) => candidate.remote)) serveApp(app.folder, app.folder);
  // Each shell server keeps its own copy of the rendered pages, from PostgreSQL (as on two machines).
  const renderedStore = (name) => ({
    RENDERED_DATABASE_URL: postgres.url('linx_render'),
    RENDERED_DIR: path.join(dir, 'rendered', name),
  });
  ports.shells.forEach((port, i) =>
    serveApp(`shell-${i + 1}`, 'shell', { SHELL_PORT: String(port), ...renderedStore(`shell-${i + 1}`) }),
  );

  // Before the CMS, which reports its seed's writes to it. Two renderers on one address: the one
  // holding the lock listens and works, the other waits and takes over if it dies. They read pages
  // from the first shell server; Chromium loads remotes and CMS through nginx.
  if (process.env.PRERENDER !== 'off') {
    for (const name of ['render-1', 'render-2']) {
      supervise(name, 'node', [path.join(ROOT, 'scripts/render-service.mjs')], {
        cwd: ROOT,
        env: {
          ...env,
          SHELL_PORT: String(ports.shells[0]),
          RENDER_LOCK_DATABASE_URL: postgres.url('linx_render'),
          ...renderedStore(name),
        },
        stdio: WITH_IPC,
      });
    }
  }

  const cmsEnv = (port) => ({
    ...env,
    PORT: String(port),
    CMS_PUBLIC_DIR: cmsPublic,
    // The browser's origin (nginx) and the first shell server's, where the renderer opens the pages.
    CORS_ORIGINS: `${front},http://127.0.0.1:${ports.shells[0]}`,
    RENDER_HOOK_URL: `http://127.0.0.1:${ports.render}/render`,
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: postgres.host,
    DATABASE_PORT: String(postgres.port),
    DATABASE_NAME: 'linx_cms',
    DATABASE_USERNAME: postgres.user,
    DATABASE_PASSWORD: postgres.password,
    DATABASE_SSL: 'false',
  });
  // The first instance creates the schema and seeds the sample content; the second starts on it.
  run('cms-1', 'npm', ['start'], { cwd: path.join(ROOT, 'cms'), env: cmsEnv(ports.cms[0]) });
  await waitForUrl(`http://127.0.0.1:${ports.cms[0]}/_health`, 300_000);
  run('cms-2', 'npm', ['start'], { cwd: path.join(ROOT, 'cms'), env: cmsEnv(ports.cms[1]) });

  ports.leads.forEach((port, i) =>
    run(`leads-${i + 1}`, 'npm', ['start', '-w', 'lead-service'], {
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(port),
        LEADS_DATABASE_URL: postgres.url('linx_leads'),
        TRUST_PROXY: '127.0.0.1',
        SITE_ORIGINS: front,
      },
    }),
  );
  await waitForUrl(`http://127.0.0.1:${ports.cms[1]}/_health`, 300_000);
  for (const port of ports.leads) await waitForUrl(`http://127.0.0.1:${port}/health`);

  await waitForUrl(`${nginx.base}/runtime-config.json`, 60_000);
  console.info(
    `\n  Sitio LINX (nginx):  ${front}\n  CMS:                 ${front}/cms/api/…  (admin: http://localhost:${ports.cms[0]}/admin)\n` +
      `  Leads:               ${front}/leads/health\n  PostgreSQL:          127.0.0.1:${postgres.port} (${dir})\n\n  Ctrl-C detiene todo.\n`,
  );
} catch (error) {
  console.error(error.message);
  stopAll();
  cleanUp();
  process.exit(1);
}

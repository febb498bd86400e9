// The site as several instances on one machine, on loopback (README, "Several instances behind
// nginx"): a throw-away PostgreSQL cluster, nginx as the front door, two shell servers, the five
// remotes, two CMS instances and two lead services on that PostgreSQL, and two renderers (one works,
// one waits). Used by `npm run start:cluster`, the failure drill and the cluster benchmark.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, ROOT } from './apps.mjs';
import { remotePath, startNginx } from './nginx-config.mjs';
import { stopAll, stopAllAndWait, supervise, waitForUrl } from './processes.mjs';
import { startTestPostgres } from './test-postgres.mjs';

/** Loopback ports from `base`: shells +0 and +1, remotes +2…+6, CMS +10 and +11, leads +20 and +21, renderer +30, PostgreSQL +40. */
export const clusterPorts = (base) => ({
  shells: [base, base + 1],
  remotes: Object.fromEntries(apps.filter((app) => app.remote).map((app, i) => [app.remote, base + 2 + i])),
  cms: [base + 10, base + 11],
  leads: [base + 20, base + 21],
  render: base + 30,
  postgres: base + 40,
});

const WITH_IPC = ['ignore', 'pipe', 'pipe', 'ipc'];

/**
 * Starts it all (the site must be built) and resolves once every part answers. `leadsEnv` adds to the
 * lead services' environment (an Odoo address, for example); `cmsEnv` to the CMS instances'.
 * `instances` (2) runs that many shell servers, CMS instances and lead services; `edgeLimits` changes
 * nginx's rate limits (nginx-config.mjs: siteRate, siteBurst, leadsRate, leadsBurst, cmsRate, cmsBurst).
 * Returns `{ front, ports, postgres, dir, instances, renderStatus(), renderIdle(), stop(), stopNow() }`: `instances[name]` is the running
 * child of `shell-1`, `cms-2`, `leads-1`, `render-1`… (each is started again when it dies).
 */
export async function startCluster({
  frontPort = 8080,
  base = 18000,
  publicHost = 'localhost',
  prerender = true,
  leadsEnv = {},
  cmsEnv = {},
  instances: count = 2,
  edgeLimits = {},
} = {}) {
  const all = clusterPorts(base);
  // One or two instances of each part (shell server, CMS, lead service); the benchmark compares them.
  const ports = {
    ...all,
    shells: all.shells.slice(0, count),
    cms: all.cms.slice(0, count),
    leads: all.leads.slice(0, count),
  };
  const front = `http://${publicHost}:${frontPort}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cluster-'));
  const cmsPublic = path.join(dir, 'cms-public'); // the uploads folder every CMS instance shares
  fs.mkdirSync(path.join(cmsPublic, 'uploads'), { recursive: true });

  const postgres = await startTestPostgres({ port: ports.postgres });
  let nginx = null;
  const instances = {};
  let stopped = false;
  const removeAll = () => {
    if (stopped) return;
    stopped = true;
    nginx?.child.kill('SIGQUIT');
    postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  /** Stops every process, waiting for them, then nginx and PostgreSQL, and deletes the folder. */
  const stop = async () => {
    await stopAllAndWait();
    removeAll();
  };
  /** On Ctrl-C: the processes are told to stop (processes.mjs) and the rest goes at once. */
  const stopNow = () => {
    stopAll();
    removeAll();
  };

  try {
    postgres.createDatabase('linx_cms');
    postgres.createDatabase('linx_leads');
    postgres.createDatabase('linx_render'); // the renderer's advisory lock and the rendered pages

    // Every process names the front door's addresses, so runtime-config.json, the CSP and the pages do.
    const env = {
      ...process.env,
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
    delete env.DATABASE_URL; // each part gets its own database below
    // Every instance runs under a supervisor that starts it again when it dies, as in production.
    const supervised = (name, command, args, options) => {
      const handle = supervise(name, command, args, options);
      Object.defineProperty(instances, name, { get: handle.child, enumerable: true });
    };
    const node = (name, script, { args = [], extra = {} } = {}) =>
      supervised(name, 'node', [path.join(ROOT, 'scripts', script), ...args], {
        cwd: ROOT,
        env: { ...env, ...extra },
        stdio: WITH_IPC,
      });
    const serveApp = (name, folder, extra = {}) => node(name, 'serve-app.mjs', { args: [folder], extra });
    // Each shell server and renderer keeps its own copy of the rendered pages, from PostgreSQL.
    const renderedStore = (name) => ({
      RENDERED_DATABASE_URL: postgres.url('linx_render'),
      RENDERED_DIR: path.join(dir, 'rendered', name),
    });

    nginx = await startNginx({
      prefix: path.join(dir, 'nginx'),
      port: frontPort,
      shells: ports.shells,
      cms: ports.cms,
      leads: ports.leads,
      remotes: ports.remotes,
      ...edgeLimits,
    });

    for (const app of apps.filter((candidate) => candidate.remote)) serveApp(app.folder, app.folder);
    ports.shells.forEach((port, i) =>
      serveApp(`shell-${i + 1}`, 'shell', { SHELL_PORT: String(port), ...renderedStore(`shell-${i + 1}`) }),
    );

    // Before the CMS, which reports its seed's writes to it. Two renderers on one address: the one
    // holding the lock listens and works, the other waits and takes over if it dies. They read pages
    // from the first shell server; Chromium loads remotes and CMS through nginx.
    if (prerender) {
      for (const name of ['render-1', 'render-2']) {
        node(name, 'render-service.mjs', {
          extra: {
            SHELL_PORT: String(ports.shells[0]),
            RENDER_LOCK_DATABASE_URL: postgres.url('linx_render'),
            ...renderedStore(name),
          },
        });
      }
    }

    const cmsEnvOf = (port) => ({
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
      // nginx on loopback is the proxy: its X-Forwarded-For names each visitor, for the CMS's per-client limit.
      TRUST_PROXY: '127.0.0.1',
      ...cmsEnv,
    });
    // The first instance creates the schema and seeds the sample content; the second starts on it.
    supervised('cms-1', 'npm', ['start'], { cwd: path.join(ROOT, 'cms'), env: cmsEnvOf(ports.cms[0]) });
    await waitForUrl(`http://127.0.0.1:${ports.cms[0]}/_health`, 300_000);
    ports.cms
      .slice(1)
      .forEach((port, i) =>
        supervised(`cms-${i + 2}`, 'npm', ['start'], { cwd: path.join(ROOT, 'cms'), env: cmsEnvOf(port) }),
      );

    ports.leads.forEach((port, i) =>
      supervised(`leads-${i + 1}`, 'npm', ['start', '-w', 'lead-service'], {
        cwd: ROOT,
        env: {
          ...env,
          PORT: String(port),
          LEADS_DATABASE_URL: postgres.url('linx_leads'),
          TRUST_PROXY: '127.0.0.1',
          SITE_ORIGINS: front,
          ...leadsEnv,
        },
      }),
    );
    for (const port of ports.cms) await waitForUrl(`http://127.0.0.1:${port}/_health`, 300_000);
    for (const port of ports.leads) await waitForUrl(`http://127.0.0.1:${port}/health`);
    await waitForUrl(`${nginx.base}/runtime-config.json`, 60_000);
    /** The renderer holding the turn: `{ ready, running, runs, pid }` (render-endpoint.mjs), or null. */
    const renderStatus = async () =>
      (await fetch(`http://127.0.0.1:${ports.render}/status`).catch(() => null))?.json() ?? null;
    /** Resolves once the renderer has ended its first render and has been idle for 3 s. */
    const renderIdle = async (timeoutMs = 600_000) => {
      const deadline = Date.now() + timeoutMs;
      for (let idleSeconds = 0; idleSeconds < 3;) {
        if (Date.now() > deadline) throw new Error(`el renderizador no quedó libre en ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const now = await renderStatus();
        idleSeconds = now?.ready && !now.running ? idleSeconds + 1 : 0;
      }
    };
    return { front, ports, postgres, dir, nginx, instances, renderStatus, renderIdle, stop, stopNow };
  } catch (error) {
    await stop();
    throw error;
  }
}

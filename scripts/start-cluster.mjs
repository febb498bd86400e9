// `npm run start:cluster`: the site as several instances on one machine, on loopback — a throw-away
// PostgreSQL cluster, nginx as the front door on CLUSTER_PORT (8080), two shell servers, the five
// remotes, two CMS instances and two lead services on that PostgreSQL, and the renderer
// (lib/cluster.mjs). The browser only talks to nginx: /runtime-config.json names the front door's
// addresses. Ctrl-C stops it all and deletes the cluster's database, uploads and nginx folder.
// README, "Several instances".
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { startCluster } from './lib/cluster.mjs';
import { runToEnd } from './lib/processes.mjs';

if ((await runToEnd('node', [path.join(ROOT, 'scripts/build.mjs'), '--missing'])) !== 0) process.exit(1);

let cluster = null;
// processes.mjs stops the children on these signals; the cluster's PostgreSQL and nginx go after them.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cluster?.stopNow());

try {
  cluster = await startCluster({
    frontPort: Number(process.env.CLUSTER_PORT || 8080),
    base: Number(process.env.CLUSTER_BASE_PORT || 18000),
    publicHost: process.env.PUBLIC_HOST || 'localhost',
    prerender: process.env.PRERENDER !== 'off',
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { front, ports, postgres, dir } = cluster;
console.info(
  `\n  Sitio LINX (nginx):  ${front}\n  CMS:                 ${front}/cms/api/…  (admin: http://localhost:${ports.cms[0]}/admin)\n` +
    `  Leads:               ${front}/leads/health\n  PostgreSQL:          127.0.0.1:${postgres.port} (${dir})\n\n  Ctrl-C detiene todo.\n`,
);

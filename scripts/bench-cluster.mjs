// `npm run bench:cluster`: throughput of the site behind nginx (lib/cluster.mjs) with one and with
// two instances of each part (shell server, CMS, lead service): requests/s and p99 for a rendered
// page, a CMS list and lead submits, each by BENCH_CONCURRENCY clients (16) back to back for
// BENCH_SECONDS (15). A benchmark, not a test: it asserts nothing. nginx's and the lead service's
// per-client limits are raised for it (every request comes from 127.0.0.1); leads have their own
// client addresses and idempotency keys, go to the store and, without Odoo, stay there.
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { startCluster } from './lib/cluster.mjs';
import { closedLoad, getOk, LOAD_CMS_READ, quantile, submitLead } from './lib/cluster-load.mjs';
import { runToEnd } from './lib/processes.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
const UNLIMITED = 1_000_000;

if ((await runToEnd('node', [path.join(ROOT, 'scripts/build.mjs'), '--missing'])) !== 0) process.exit(1);

const rows = [];
for (const instances of [1, 2]) {
  console.info(`bench: ${instances} instancia(s) de cada parte…`);
  const cluster = await startCluster({
    instances,
    frontPort: Number(process.env.CLUSTER_PORT || 18480),
    base: Number(process.env.CLUSTER_BASE_PORT || 18500),
    edgeLimits: {
      siteRate: UNLIMITED,
      siteBurst: UNLIMITED,
      leadsRate: UNLIMITED,
      leadsBurst: UNLIMITED,
      cmsRate: UNLIMITED,
      cmsBurst: UNLIMITED,
    },
    leadsEnv: { LEADS_PER_HOUR_MAX: String(UNLIMITED), LOG_LEVEL: 'warn' },
    cmsEnv: { LOG_LEVEL: 'warn' },
  });
  try {
    // Measured once the renderer is idle (its first render and those the CMS's seed asked for ended).
    await cluster.renderIdle();
    const base = cluster.nginx.base;
    let leadIndex = instances * 1_000_000;
    const kinds = {
      'página (/servicios/seo)': () => getOk(`${base}/servicios/seo`),
      'lista del CMS (artículos)': () => getOk(`${base}${LOAD_CMS_READ}`),
      'envío de lead': () => submitLead({ base, origin: cluster.front, index: (leadIndex += 1) }),
    };
    for (const [kind, send] of Object.entries(kinds)) {
      await closedLoad({ concurrency: CONCURRENCY, durationMs: 2000, send }); // warm-up
      const results = await closedLoad({ concurrency: CONCURRENCY, durationMs: SECONDS * 1000, send });
      const ok = results.filter((r) => r.ok);
      rows.push({
        instancias: instances,
        petición: kind,
        'pet/s': Number((ok.length / SECONDS).toFixed(1)),
        'p50 ms': Math.round(
          quantile(
            ok.map((r) => r.ms),
            0.5,
          ),
        ),
        'p99 ms': Math.round(
          quantile(
            ok.map((r) => r.ms),
            0.99,
          ),
        ),
        fallidas: results.length - ok.length,
      });
      console.table([rows.at(-1)]);
    }
  } finally {
    await cluster.stop();
  }
}
console.info(`bench: ${CONCURRENCY} clientes, ${SECONDS} s por petición, a través de nginx`);
console.table(rows);

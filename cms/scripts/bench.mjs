#!/usr/bin/env node
// Load benchmark of the two heaviest site calls, on loopback only, bounded in time.
// By default boots its own CMS (admin off) on a fresh temporary SQLite file with the seed content.
//   npm run bench
//   BENCH_DURATION=10 BENCH_CONNECTIONS=10 npm run bench
//   BENCH_URL=http://127.0.0.1:1337 npm run bench     # measure an already running local CMS instead
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startCms } from './lib/strapi-process.mjs';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PATHS = ['/api/products?populate=*', '/api/articles?populate=*'];

const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, res) => (err ? reject(err) : resolve(res)));
  });

const main = async () => {
  let cms = null;
  let tmpDir = null;
  let baseUrl = process.env.BENCH_URL;
  if (baseUrl) {
    const host = new URL(baseUrl).hostname;
    if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)) throw new Error('BENCH_URL must be a loopback address');
  } else {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-bench-'));
    cms = await startCms({ dbFile: path.join(tmpDir, 'data.db') });
    baseUrl = cms.baseUrl;
  }

  try {
    console.log(`LINX CMS benchmark: ${baseUrl}, ${CONNECTIONS} connections, ${DURATION} s per endpoint (Node ${process.version}, ${os.cpus().length} CPU)`);
    const rows = [];
    for (const p of PATHS) {
      const url = `${baseUrl}${p}`;
      const probe = await fetch(url);
      const body = await probe.json();
      if (probe.status !== 200) throw new Error(`${p} answered ${probe.status}`);
      for (let i = 0; i < 20; i += 1) await (await fetch(url)).arrayBuffer(); // warm-up
      const r = await run(url);
      rows.push({
        endpoint: p,
        items: body.data.length,
        'req/s (avg)': r.requests.average,
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        'max ms': r.latency.max,
        'KB/s': Math.round(r.throughput.average / 1024),
        requests: r.requests.total,
        'non-2xx': r.non2xx,
        errors: r.errors + r.timeouts,
      });
    }
    console.table(rows);
    for (const r of rows) {
      console.log(`${r.endpoint}: ${r['req/s (avg)']} req/s, p50 ${r['p50 ms']} ms, p99 ${r['p99 ms']} ms (${r.items} items, ${r.requests} requests, ${r['non-2xx']} non-2xx, ${r.errors} errors)`);
    }
    if (rows.some((r) => r['non-2xx'] || r.errors)) process.exitCode = 1;
  } finally {
    await cms?.stop();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  }
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

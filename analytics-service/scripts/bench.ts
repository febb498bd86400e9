/**
 * Load benchmark of `POST /events` on loopback: `npm run bench -w analytics-service`.
 *
 * Starts the real collector (its own process, temp database, info logs as in production, per-client
 * limit off: every request comes from one address), warms it up, then sends BENCH_SECONDS of beacons
 * of five events each (a page view and four vitals, what a page sends) and checks that every event
 * answered 204 is a stored row.
 *
 * Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_WARMUP_SECONDS (2).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { CAMPAIGN, pageView, vital } from '../test/helpers/beacons';
import { SITE, tempDir, testEnv } from '../test/helpers/env';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const EVENTS_PER_BEACON = 5;

const beacon = JSON.stringify({
  events: [
    pageView('/servicios/seo', true, CAMPAIGN),
    vital('LCP', 1800, 'good'),
    vital('CLS', 0.02, 'good'),
    vital('INP', 120, 'good'),
    vital('LCP', 2900, 'needs-improvement'),
  ],
});

async function startCollector(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"address":"(http:\/\/[^"]+)".*"msg":"analytics collector listening"/.exec(output);
      if (match) resolve(match[1]);
      if (output.length > 100_000) output = output.slice(-10_000);
    });
    child.once('exit', () => reject(new Error(`collector exited before listening:\n${output}`)));
  });
  return { child, base };
}

const run = (base: string, duration: number) =>
  autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/events',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
        body: beacon,
      },
    ],
  });

async function main(): Promise<void> {
  const tmp = tempDir();
  const dbPath = path.join(tmp.dir, 'analytics.db');
  const { child, base } = await startCollector(testEnv(dbPath, { ANALYTICS_RATE_LIMIT_MAX: '0', ANALYTICS_PORT: '0' }));
  let exitCode = 0;
  try {
    console.info(`collector on ${base} (temp DB ${dbPath}); node ${process.version}, ${os.cpus().length} CPU(s)`);
    await run(base, WARMUP_SECONDS);
    const before = countRows(dbPath);
    const result = await run(base, SECONDS);
    const accepted = result.statusCodeStats['204']?.count ?? 0;
    const stored = countRows(dbPath) - before;
    console.info('');
    console.info(`connections:        ${CONNECTIONS}`);
    console.info(`duration:           ${result.duration.toFixed(2)} s`);
    console.info(`beacons answered:   ${accepted} × 204 (${EVENTS_PER_BEACON} events each)`);
    console.info(`stored events:      ${stored}`);
    console.info(`errors / timeouts:  ${result.errors} / ${result.timeouts}; non-2xx ${result.non2xx}`);
    console.info(`beacons/s:          ${(accepted / result.duration).toFixed(0)}`);
    console.info(`events/s:           ${((accepted * EVENTS_PER_BEACON) / result.duration).toFixed(0)}`);
    console.info(
      `latency p50 / p99:  ${result.latency.p50} ms / ${result.latency.p99} ms (max ${result.latency.max} ms)`,
    );
    // autocannon stops at the deadline: a request in flight then may be stored and not counted.
    if (stored < accepted * EVENTS_PER_BEACON || result.non2xx > 0) {
      console.error(`MISMATCH: ${accepted} beacons answered 204, ${stored} events stored, ${result.non2xx} non-2xx`);
      exitCode = 1;
    }
  } finally {
    child.kill('SIGTERM');
    tmp.cleanup();
  }
  process.exitCode = exitCode;
}

function countRows(dbPath: string): number {
  const db = new Database(dbPath, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

void main();

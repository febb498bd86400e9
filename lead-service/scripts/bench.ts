/**
 * Load benchmark of `POST /crm.lead` on loopback: `npm run bench -w lead-service`.
 *
 * Starts the real server (its own process, temp database, rate limit off, Odoo off), warms it up,
 * calibrates for 2 s, then sends a fixed number of valid leads sized to last about BENCH_SECONDS, each with its own
 * idempotency key. A fixed amount (rather than a duration) means every request gets its answer, so
 * the 202 count can be compared exactly with the rows stored.
 *
 * Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_WARMUP_SECONDS (2).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { startServer } from '../test/helpers/child';
import { NO_LIMITS, tempDir, testEnv } from '../test/helpers/env';
import { validLead } from '../test/helpers/leads';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

function leadRequests(prefix: string) {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/crm.lead',
      setupRequest: (request: { headers?: Record<string, string> }) => {
        n += 1;
        return {
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'idempotency-key': `${prefix}-${randomUUID()}`,
          },
          body: JSON.stringify(validLead(n)),
        };
      },
    },
  ];
}

function countRows(dbPath: string, prefix: string): number {
  const db = new Database(dbPath, { readonly: true });
  try {
    return (
      db.prepare('SELECT count(*) AS n FROM leads WHERE idempotency_key LIKE ?').get(`${prefix}-%`) as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  const tmp = tempDir();
  const dbPath = path.join(tmp.dir, 'leads.db');
  // Logs at info level, as in production (one line per request start and end, one per stored lead).
  const server = await startServer(testEnv(dbPath, NO_LIMITS));
  let exitCode = 0;
  try {
    console.info(
      `lead service on ${server.base} (temp DB ${dbPath}); node ${process.version}, ${os.cpus().length} CPU(s)`,
    );

    // Warm-up (JIT, SQLite cache), then a short calibration run that sizes the measured run.
    await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: WARMUP_SECONDS,
      requests: leadRequests('warmup'),
    });
    const calibration = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: 2,
      requests: leadRequests('calibration'),
    });
    const rate = Math.max(1, calibration.requests.total / calibration.duration);
    const amount = Math.max(CONNECTIONS * 10, Math.round(rate * SECONDS));
    console.info(`warm-up ${WARMUP_SECONDS} s; calibration: ${rate.toFixed(0)} requests/s; measuring ${amount} leads`);

    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      amount,
      timeout: 30,
      requests: leadRequests('main'),
    });
    const accepted = result.statusCodeStats['202']?.count ?? 0;
    const stored = countRows(dbPath, 'main');
    const others = Object.entries(result.statusCodeStats).filter(([code]) => code !== '202');

    console.info('');
    console.info(`connections:        ${CONNECTIONS}`);
    console.info(`duration:           ${result.duration.toFixed(2)} s`);
    console.info(`requests sent:      ${amount}`);
    console.info(`202 answers:        ${accepted}`);
    console.info(`stored rows:        ${stored}`);
    console.info(
      `other answers:      ${others.length ? others.map(([code, s]) => `${code}×${s.count}`).join(', ') : 'none'}`,
    );
    console.info(`errors / timeouts:  ${result.errors} / ${result.timeouts}`);
    console.info(`accepted leads/s:   ${(accepted / result.duration).toFixed(0)}`);
    console.info(
      `latency p50 / p99:  ${result.latency.p50} ms / ${result.latency.p99} ms (max ${result.latency.max} ms)`,
    );
    if (stored !== accepted || accepted !== amount) {
      console.error(`MISMATCH: ${amount} sent, ${accepted} answered 202, ${stored} stored`);
      exitCode = 1;
    } else {
      console.info('check:              every 202 is a stored row, and nothing else was stored');
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    tmp.cleanup();
  }
  process.exitCode = exitCode;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

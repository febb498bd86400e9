import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config';

export const SERVICE_DIR = path.resolve(__dirname, '..', '..');

/** A fresh folder for one test's database; removed by the returned cleanup. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-leads-'));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Environment for a test service: own DB, loopback, quiet logs, fast forwarder timings. */
export function testEnv(dbPath: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    LEADS_DB: dbPath,
    LOG_LEVEL: 'silent',
    FORWARD_POLL_MS: '10',
    RETRY_BASE_MS: '10',
    RETRY_MAX_MS: '40',
    ODOO_TIMEOUT_MS: '2000',
    // The SQLite file above, whatever the surrounding environment names (a test on PostgreSQL sets these).
    LEADS_DATABASE_URL: '',
    DATABASE_URL: '',
    ...extra,
  };
}

/** Per-client limits and the hourly cap turned off, for tests that send many leads from one address. */
export const NO_LIMITS = { RATE_LIMIT_MAX: '0', LEADS_PER_CLIENT_PER_HOUR: '0', LEADS_PER_HOUR_MAX: '0' };

export function testConfig(dbPath: string, extra: Record<string, string> = {}): Config {
  return loadConfig(testEnv(dbPath, extra));
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

export const SITE = 'http://localhost:3000';

/** A fresh folder for one test's database; removed by the returned cleanup. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-analytics-'));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Environment for a test collector: own database, loopback, quiet logs, no sitemap unless a test names one. */
export function testEnv(dbPath: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    ANALYTICS_PORT: '0',
    ANALYTICS_DB: dbPath,
    LOG_LEVEL: 'silent',
    SITE_ORIGINS: SITE,
    ANALYTICS_SITEMAP_URL: 'off',
    ...extra,
  };
}

/** A collector on its own temp database, closed and removed by the returned cleanup. */
export async function startCollector(
  extra: Record<string, string> = {},
): Promise<{ app: FastifyInstance; db: string; cleanup: () => Promise<void> }> {
  const tmp = tempDir();
  const db = path.join(tmp.dir, 'analytics.db');
  const app = await buildApp(loadConfig(testEnv(db, extra)));
  await app.ready();
  return {
    app,
    db,
    cleanup: async () => {
      await app.close();
      tmp.cleanup();
    },
  };
}

/** A starter of collectors for one suite: each test's collectors are closed and removed after it. */
export function collectorsPerTest(): (env?: Record<string, string>) => Promise<FastifyInstance> {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return async (env = {}) => {
    const collector = await startCollector(env);
    cleanups.push(collector.cleanup);
    return collector.app;
  };
}

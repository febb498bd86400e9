#!/usr/bin/env node
// Runs a command (default: the collector's PostgreSQL tests) against a throw-away PostgreSQL cluster
// (the repo's scripts/lib/test-postgres.mjs), with ANALYTICS_TEST_POSTGRES_URL naming its `postgres`
// database; each test makes and drops a database of its own.
//   npm run test:postgres -w analytics-service
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWithTestPostgres } from '../../scripts/lib/test-postgres.mjs';

const SERVICE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testFiles = () =>
  fs
    .readdirSync(path.join(SERVICE_DIR, 'test', 'postgres'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join('test', 'postgres', name));
const argv =
  process.argv.length > 2 ? process.argv.slice(2) : [process.execPath, '--import', 'tsx', '--test', ...testFiles()];
process.exitCode = await runWithTestPostgres(argv, {
  cwd: SERVICE_DIR,
  envFor: (cluster) => ({ ANALYTICS_TEST_POSTGRES_URL: cluster.url('postgres') }),
});

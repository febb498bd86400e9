import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Drives the built, served suite in Debian's Chromium against the real back ends: a Strapi CMS on
 * a fresh SQLite file (seeded on boot, admin panel off) and the lead service on a fresh store.
 */
const root = path.resolve(__dirname, '..');
const runDir = path.join(os.tmpdir(), `linx-e2e-${process.pid}`);
process.env.E2E_RUN_DIR ??= runDir;
process.env.E2E_LEADS_DB ??= path.join(process.env.E2E_RUN_DIR, 'leads.db');
const cmsDb = path.join(process.env.E2E_RUN_DIR, 'cms.db');
const reuse = !process.env.CI;

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'e2e/test-results/results.json') }]],
  use: {
    baseURL: 'http://127.0.0.1:3000',
    locale: 'es-CL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      name: 'cms',
      command: 'npm start',
      cwd: path.join(root, 'cms'),
      url: 'http://127.0.0.1:1337/api/categories',
      timeout: 240_000,
      reuseExistingServer: reuse,
      env: {
        HOST: '127.0.0.1',
        PORT: '1337',
        DATABASE_FILENAME: cmsDb,
        CMS_SERVE_ADMIN: 'false',
        CMS_PUBLIC_URL: 'http://127.0.0.1:1337',
      },
    },
    {
      name: 'leads',
      command: 'npm start -w lead-service',
      cwd: root,
      url: 'http://127.0.0.1:4000/health',
      timeout: 60_000,
      reuseExistingServer: reuse,
      env: { HOST: '127.0.0.1', PORT: '4000', LEADS_DB: process.env.E2E_LEADS_DB },
    },
    {
      name: 'site',
      command: 'node scripts/serve-all.mjs',
      cwd: root,
      url: 'http://127.0.0.1:3000/',
      timeout: 30_000,
      reuseExistingServer: reuse,
      env: { HOST: '127.0.0.1', PUBLIC_HOST: '127.0.0.1' },
    },
  ],
});

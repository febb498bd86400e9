import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { drillShellOrigins, e2ePorts, originOf, siteUrl, specOrigin } from './support/ports';

/**
 * Drives the built, served suite in Debian's Chromium against the real back ends: a Strapi CMS on
 * a fresh SQLite file (seeded on boot, admin panel off) and the lead service on a fresh store.
 */
const root = path.resolve(__dirname, '..');
const runDir = path.join(os.tmpdir(), `linx-e2e-${process.pid}`);
process.env.E2E_RUN_DIR ??= runDir;
fs.mkdirSync(process.env.E2E_RUN_DIR, { recursive: true });
process.env.E2E_LEADS_DB ??= path.join(process.env.E2E_RUN_DIR, 'leads.db');
const analyticsDb = path.join(process.env.E2E_RUN_DIR, 'analytics.db');
/** The staff token of the run's analytics collector: the dashboard spec types it in. */
process.env.E2E_ANALYTICS_STAFF_TOKEN ??= 'e2e-staff-token-0123456789';
const cmsDb = path.join(process.env.E2E_RUN_DIR, 'cms.db');
/**
 * The run's releases and live pointers (never the repository's releases/): release-watch.spec.ts
 * promotes a failing catalogue there and the run's renderer's service rolls it back.
 */
process.env.E2E_RELEASES_DIR ??= path.join(process.env.E2E_RUN_DIR, 'releases');
/** Pages rendered ahead of time by this run's renderer (never the ones of an `npm start`). */
process.env.RENDERED_DIR ??= path.join(process.env.E2E_RUN_DIR, 'rendered');
const reuse = !process.env.CI;
/** Origins the back ends must accept: the e2e shell, the second shell (resilience, releases), the drills' shells. */
const siteOrigins = [siteUrl, specOrigin('secondShell'), ...drillShellOrigins].join(',');
const portEnv = {
  SHELL_PORT: String(e2ePorts.shell),
  MARKETING_PORT: String(e2ePorts.marketing),
  CATALOGUE_PORT: String(e2ePorts.catalogue),
  CONTENT_PORT: String(e2ePorts.content),
  CONTACT_PORT: String(e2ePorts.contact),
  INTERNAL_PORT: String(e2ePorts.internal),
  CMS_PORT: String(e2ePorts.cms),
  LEADS_PORT: String(e2ePorts.leads),
  ANALYTICS_PORT: String(e2ePorts.analytics),
  RENDER_PORT: String(e2ePorts.render),
};
Object.assign(process.env, portEnv);
/** The CMS signs preview tokens with it and the site's server checks them (docs/editorial-workflow.md). */
process.env.PREVIEW_SECRET ??= `e2e-preview-${process.pid}`;

/**
 * Specs that change the run's content, start servers of their own, kill or slow one of the run's,
 * time the pages or count the visits: they run alone, one after another, once every reading spec has
 * ended.
 */
const QUIET_SPECS = [
  'analytics.spec.ts',
  'budgets.spec.ts',
  'campaign-pages.spec.ts',
  'contact.spec.ts',
  'content-at-scale.spec.ts',
  'editorial-workflow.spec.ts',
  'feeds-and-icons.spec.ts',
  'media-uploads.spec.ts',
  'release-canary.spec.ts',
  'render-outcome.spec.ts',
  'releases.spec.ts',
  'release-watch.spec.ts',
  'render-freshness.spec.ts',
  'resilience.spec.ts',
  'team-roster.spec.ts',
  'fault-drills/**',
];

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with scripts/lib/app-lane.mjs
const { appLanes } = require('./support/app-lanes.cjs') as { appLanes: Record<string, string[]> };
/**
 * A team's lane (`npm test -- --app <folder>` sets `E2E_APP`): each project runs only the lane's specs.
 * A file filter on the command line would not do: Playwright runs a dependency project (`pages`, which
 * `quiet` waits for) whole.
 */
const laneSpecs = process.env.E2E_APP ? (appLanes[process.env.E2E_APP] ?? []) : null;
const isQuiet = (spec: string) =>
  QUIET_SPECS.some((quiet) => quiet === spec || (quiet.endsWith('/**') && spec.startsWith(quiet.slice(0, -2))));
const laneMatch = (quiet: boolean) =>
  laneSpecs ? { testMatch: laneSpecs.filter((spec) => isQuiet(spec) === quiet).map((spec) => `**/${spec}`) } : {};

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The reading specs run two files at a time (both cores); the quiet ones one at a time.
  workers: 2,
  // A test that needs a retry to pass is a failing test.
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'e2e/test-results/results.json') }]],
  use: {
    baseURL: siteUrl,
    locale: 'es-CL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    {
      name: 'pages',
      testIgnore: QUIET_SPECS,
      ...laneMatch(false),
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'quiet',
      testMatch: QUIET_SPECS,
      ...laneMatch(true),
      dependencies: ['pages'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      name: 'cms',
      command: 'npm start',
      cwd: path.join(root, 'cms'),
      url: `${originOf('cms')}/api/categories`,
      timeout: 240_000,
      reuseExistingServer: reuse,
      env: {
        HOST: '127.0.0.1',
        PORT: String(e2ePorts.cms),
        DATABASE_FILENAME: cmsDb,
        CMS_SERVE_ADMIN: 'false',
        CMS_PUBLIC_URL: originOf('cms'),
        CORS_ORIGINS: siteOrigins,
        RENDER_HOOK_URL: `${originOf('render')}/render`,
        PREVIEW_SECRET: process.env.PREVIEW_SECRET,
        SITE_URL: siteUrl,
        CMS_SCHEDULE_INTERVAL_MS: '5000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      name: 'leads',
      command: 'npm start -w lead-service',
      cwd: root,
      url: `${originOf('leads')}/health`,
      timeout: 60_000,
      reuseExistingServer: reuse,
      env: {
        HOST: '127.0.0.1',
        PORT: String(e2ePorts.leads),
        LEADS_DB: process.env.E2E_LEADS_DB,
        SITE_ORIGINS: siteOrigins,
        ANALYTICS_URL: originOf('analytics'),
        LOG_LEVEL: 'warn',
      },
    },
    {
      name: 'analytics',
      command: 'npm start -w analytics-service',
      cwd: root,
      url: `${originOf('analytics')}/health`,
      timeout: 60_000,
      reuseExistingServer: reuse,
      env: {
        HOST: '127.0.0.1',
        ANALYTICS_PORT: String(e2ePorts.analytics),
        ANALYTICS_DB: analyticsDb,
        SITE_ORIGINS: siteOrigins,
        ANALYTICS_STAFF_TOKEN: process.env.E2E_ANALYTICS_STAFF_TOKEN,
        // Every spec's browser is one client on 127.0.0.1: no per-client limit in the run.
        ANALYTICS_RATE_LIMIT_MAX: '0',
        LOG_LEVEL: 'warn',
      },
    },
    {
      name: 'site',
      command: 'node scripts/serve-all.mjs',
      cwd: root,
      // Ready once the renderer's first full render has ended: pages answer as finished HTML.
      url: `${originOf('render')}/ready`,
      timeout: 300_000,
      reuseExistingServer: reuse,
      env: {
        HOST: '127.0.0.1',
        PUBLIC_HOST: '127.0.0.1',
        RENDERED_DIR: process.env.RENDERED_DIR,
        PREVIEW_SECRET: process.env.PREVIEW_SECRET,
        // security.txt reads the CMS's contact again after 1 s (60 s by default).
        SECURITY_CONTACT_TTL_MS: '1000',
        RELEASES_DIR: process.env.E2E_RELEASES_DIR,
        // The renderer's service watches a promoted release (docs/releases.md "Watched for its first
        // minutes") with the run's collector, looking every second and judging after a few views.
        ANALYTICS_STAFF_TOKEN: process.env.E2E_ANALYTICS_STAFF_TOKEN,
        RELEASE_WATCH_INTERVAL_MS: '1000',
        RELEASE_WATCH_MIN_VIEWS: '3',
        RELEASE_WATCH_MIN_ERRORS: '3',
        ...portEnv,
      },
    },
  ],
});

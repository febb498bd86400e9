// JS and CSS bytes a first visit of each route loads (gzip size of each response, as served
// compressed), and the shared packages loaded more than once. Needs the built suite served
// (`npm start` or `npm run serve` + CMS). Usage: node scripts/audit/measure-bundles.mjs [/route …]
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/apps.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const { BEACON_CHUNK } = createRequire(import.meta.url)('./first-visit-budget.cjs');
const BASE = process.env.SITE_URL || 'http://127.0.0.1:3000';
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/productos', '/blog'];

/** Scripts run (prefetches for later pages are `other`, not `script`) and stylesheets of one visit. */
export const measureRoute = async (browser, route, base = BASE) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  const files = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) =>
          files.push({ url: response.url(), type, gzip: gzipSync(body, { level: 9 }).length, raw: body.length }),
        () => undefined,
      ),
    );
  });
  // The beacons' chunk loads after `load` and idle time, at times after the network went idle: wait
  // for it, as e2e/tests/budgets.spec.ts does (a first visit counts it; a page that measures nothing,
  // such as the preview, never asks for it).
  const beacons = page.waitForResponse((response) => BEACON_CHUNK.test(response.url()), { timeout: 15_000 });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await beacons.catch(() => undefined);
  await Promise.all(pending);
  const duplicates = await page.evaluate(() => {
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const counts = {};
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          counts[pkg] = (counts[pkg] ?? 0) + Object.values(versions).filter((v) => v.loaded).length;
    return Object.entries(counts)
      .filter(([, n]) => n > 1)
      .map(([pkg]) => pkg);
  });
  await context.close();
  const sum = (type, key) => files.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0);
  return {
    route,
    jsGzip: sum('script', 'gzip'),
    cssGzip: sum('stylesheet', 'gzip'),
    jsRaw: sum('script', 'raw'),
    files: files.length,
    duplicates,
  };
};

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  console.info('| ruta | JS gzip (KB) | CSS gzip (KB) | JS sin comprimir (KB) | archivos | paquetes duplicados |');
  console.info('|---|---|---|---|---|---|');
  for (const route of routes) {
    const r = await measureRoute(browser, route);
    console.info(
      `| ${r.route} | ${kb(r.jsGzip)} | ${kb(r.cssGzip)} | ${kb(r.jsRaw)} | ${r.files} | ${r.duplicates.join(', ') || 'ninguno'} |`,
    );
  }
  await browser.close();
}

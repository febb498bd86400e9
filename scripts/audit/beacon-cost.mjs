// What the analytics beacons cost a visitor (issue 29, "Costs"): gzip bytes of their chunk and the
// long tasks (≥ 50 ms on the main thread) from the moment that chunk arrives until a second after
// the first beacon left, over several first visits. Needs the site served with its collector
// (`npm start`). Usage: node scripts/audit/beacon-cost.mjs [route] [visits]
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/apps.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const BASE = process.env.SITE_URL || 'http://127.0.0.1:3000';
const route = process.argv[2] ?? '/';
const visits = Number(process.argv[3] ?? 5);
const BEACON_CHUNK = /\/analytics\.[0-9a-f]+\.js$/;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const visit = async (browser) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks = [];
    new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({
      type: 'longtask',
      buffered: true,
    });
    Object.defineProperty(globalThis, '__longTasks', { value: tasks });
  });
  const chunk = page.waitForResponse((response) => BEACON_CHUNK.test(response.url()), { timeout: 30_000 });
  const beacon = page.waitForRequest((request) => request.url().endsWith('/events'), { timeout: 30_000 });
  await page.goto(`${BASE}${route}`, { waitUntil: 'load' });
  const bytes = gzipSync(await (await chunk).body(), { level: 9 }).length;
  await beacon;
  await page.waitForTimeout(1000);
  const { arrived, tasks } = await page.evaluate(() => ({
    arrived: performance.getEntriesByType('resource').find((e) => /\/analytics\.[0-9a-f]+\.js$/.test(e.name))
      ?.responseEnd,
    tasks: globalThis.__longTasks,
  }));
  await context.close();
  const after = tasks.filter(([start]) => start >= arrived);
  return { bytes, longTasks: after.length, longest: Math.max(0, ...after.map(([, duration]) => duration)) };
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const results = [];
for (let i = 0; i < visits; i += 1) results.push(await visit(browser));
await browser.close();
console.table(results);
console.info(
  `${route}: chunk de balizas ${(median(results.map((r) => r.bytes)) / 1024).toFixed(1)} KB gzip; ` +
    `tareas largas desde que llega: mediana ${median(results.map((r) => r.longTasks))}, ` +
    `la más larga ${Math.max(...results.map((r) => r.longest)).toFixed(0)} ms (${visits} visitas)`,
);

// What the analytics beacons cost a visitor (issue 29, "Costs"): gzip bytes of their chunk, and the
// main thread's long frames (Long Animation Frames, ≥ 50 ms) from the moment that chunk arrives until a
// second after the first beacon left: all of them, and those in which the beacons' own script ran for
// 50 ms or more (Chromium names each frame's scripts by their source URL). Other work on the page
// (hydration, the remotes' idle prefetch) is in the first count, not the second. Needs the site served
// with its collector (`npm start`). Usage: node scripts/audit/beacon-cost.mjs [route] [visits]
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
    const frames = [];
    new PerformanceObserver((list) =>
      frames.push(
        ...list.getEntries().map((entry) => ({
          start: entry.startTime,
          duration: entry.duration,
          scripts: entry.scripts.map((script) => ({ url: script.sourceURL, duration: script.duration })),
        })),
      ),
    ).observe({ type: 'long-animation-frame', buffered: true });
    Object.defineProperty(globalThis, '__longFrames', { value: frames });
  });
  const chunk = page.waitForResponse((response) => BEACON_CHUNK.test(response.url()), { timeout: 30_000 });
  const beacon = page.waitForRequest((request) => request.url().endsWith('/events'), { timeout: 30_000 });
  await page.goto(`${BASE}${route}`, { waitUntil: 'load' });
  const bytes = gzipSync(await (await chunk).body(), { level: 9 }).length;
  await beacon;
  await page.waitForTimeout(1000);
  const { arrived, frames } = await page.evaluate(() => ({
    arrived: performance.getEntriesByType('resource').find((e) => /\/analytics\.[0-9a-f]+\.js$/.test(e.name))
      ?.responseEnd,
    frames: globalThis.__longFrames,
  }));
  await context.close();
  const after = frames.filter((frame) => frame.start + frame.duration >= arrived);
  const beaconTime = (frame) =>
    frame.scripts.filter((script) => BEACON_CHUNK.test(script.url)).reduce((sum, script) => sum + script.duration, 0);
  return {
    bytes,
    longFrames: after.length,
    longest: Math.max(0, ...after.map((frame) => frame.duration)),
    beaconLongTasks: after.filter((frame) => beaconTime(frame) >= 50).length,
    beaconLongest: Math.max(0, ...after.map(beaconTime)),
  };
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const results = [];
for (let i = 0; i < visits; i += 1) results.push(await visit(browser));
await browser.close();
console.table(results);
console.info(
  `${route}: chunk de balizas ${(median(results.map((r) => r.bytes)) / 1024).toFixed(1)} KB gzip; ` +
    `fotogramas largos desde que llega: mediana ${median(results.map((r) => r.longFrames))}; ` +
    `tareas largas de las balizas: ${results.reduce((sum, r) => sum + r.beaconLongTasks, 0)}, ` +
    `su script ocupó a lo más ${Math.max(...results.map((r) => r.beaconLongest)).toFixed(0)} ms de un fotograma (${visits} visitas)`,
);

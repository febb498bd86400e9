// How fast the site answers a tap on a phone (issue 45, "Taps answer at once"): each of the four
// interactions on a 375 px viewport with the CPU slowed 4× (as Lighthouse's mobile preset), measured
// as the browser's Event Timing reports it (the longest entry of the interaction: input delay,
// handlers and the next paint), the median of N fresh first visits. Needs the built site served
// (`npm start`, or the e2e servers): SITE_URL, default http://localhost:3000.
//   node scripts/audit/interactions.mjs [--runs 5] [--json file] [--only menu,carousel,search,category]
/* global window, document */ // the callbacks of evaluate run in the page
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/render-pass.mjs';
import { median } from './median.mjs';

/** The budget of each interaction (issue 45): its response painted within 100 ms at 4× CPU. */
export const INTERACTION_BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;

/**
 * The four interactions: where, what the finger taps (`target`), and the keys typed after the tap.
 * The target is found, scrolled to and measured before the CPU is slowed; the tap itself is raw
 * touch input (touchstart, 80 ms, touchend), with none of Playwright's checks running in the page.
 */
export const INTERACTIONS = {
  menu: {
    label: 'abrir el menú (móvil)',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Abrir menú' }),
  },
  carousel: {
    label: 'carrusel: siguiente',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Diapositiva siguiente' }).first(),
  },
  search: {
    label: 'escribir en la búsqueda del catálogo',
    path: '/productos',
    target: (page) => page.getByRole('searchbox').first(),
    // Typing is measured per key: the tap that focused the field is not the figure.
    keys: 'panta',
  },
  category: {
    label: 'elegir una categoría del catálogo',
    path: '/productos',
    target: (page) => page.locator('button[aria-pressed="false"]').first(),
  },
};

/** A finger's tap at the middle of `box`. */
const tap = async (cdp, box) => {
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((resolve) => setTimeout(resolve, 80));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
};

/** Records every Event Timing entry with an interaction id, from the page's start. */
const recordEvents = () => {
  window.__interactionEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__interactionEvents.push({ name: entry.name, duration: entry.duration, id: entry.interactionId });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** One first visit, then the interaction under 4× CPU: its longest Event Timing entry, in ms. */
const measureOnce = async (browser, base, interaction) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-CL',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordEvents);
    await page.goto(`${base}${interaction.path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
    await page.waitForLoadState('networkidle');
    // After the page has settled, as a visitor who reads before tapping.
    await page.waitForTimeout(1500);
    const target = interaction.target(page);
    await target.scrollIntoViewIfNeeded();
    // A section hydrates when it comes near the screen: the tap measured is one React answers itself (a tap
    // held until then is answered by a synthetic click, which Event Timing does not time).
    await page.waitForFunction(
      (element) => Object.keys(element).some((key) => key.startsWith('__reactProps')),
      await target.elementHandle(),
    );
    await page.waitForTimeout(300);
    const box = await target.boundingBox();
    if (!box) throw new Error(`${interaction.label}: no está en la página`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tap(cdp, box);
    if (interaction.keys) {
      await page.waitForTimeout(500);
      await page.keyboard.type(interaction.keys, { delay: 150 });
    }
    // Event Timing reports an entry after the next paint: give it time to arrive.
    await page.waitForTimeout(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const events = await page.evaluate(() => window.__interactionEvents);
    const counted = interaction.keys ? events.filter((event) => event.name.startsWith('key')) : events;
    if (counted.length === 0) return 0; // no entry over 16 ms: the answer painted within 16 ms
    return Math.max(...counted.map((event) => event.duration));
  } finally {
    await context.close();
  }
};

/** `{ name: { label, runs: number[], median } }` for the chosen interactions. */
export const measureInteractions = async ({ base, runs = 5, only = Object.keys(INTERACTIONS) }) => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  const results = {};
  try {
    for (const name of only) {
      const interaction = INTERACTIONS[name];
      const durations = [];
      for (let run = 0; run < runs; run += 1) durations.push(await measureOnce(browser, base, interaction));
      results[name] = { label: interaction.label, path: interaction.path, runs: durations, median: median(durations) };
    }
  } finally {
    await browser.close();
  }
  return results;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, json: { type: 'string' }, only: { type: 'string' } },
  });
  const base = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
  const only = values.only ? values.only.split(',') : undefined;
  const results = await measureInteractions({ base, runs: Number(values.runs), only });
  console.info(`| interacción | página | mediana (ms) | corridas (ms) | ≤ ${INTERACTION_BUDGET_MS} ms |`);
  console.info('|---|---|---|---|---|');
  for (const { label, path, runs, median: figure } of Object.values(results)) {
    const ok = figure <= INTERACTION_BUDGET_MS ? 'sí' : 'no';
    console.info(`| ${label} | \`${path}\` | ${figure} | ${runs.join(', ')} | ${ok} |`);
  }
  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
}

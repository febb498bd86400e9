// Lighthouse over a list of URLs, in one headless Chromium, sequentially (the machine has 2 cores):
// default mobile emulation and the desktop preset, N runs per URL, per-figure median.
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './median.mjs';

/**
 * `mobile-no-js`: the mobile run with every script file blocked (the inline page starter still runs, and
 * only preloads): the same page as its HTML and CSS alone paint it, against which the mobile LCP is held
 * (report.mjs, "HTML first").
 */
export const PRESETS = {
  mobile: undefined,
  desktop: desktopConfig,
  'mobile-no-js': { extends: 'lighthouse:default', settings: { blockedUrlPatterns: ['*.js'] } },
};

/**
 * Lighthouse turns observed main-thread time into TBT, so a machine busy with other work inflates it:
 * before each run wait (at most `maxWaitMs`) until the 1-minute load average is below half the cores.
 * The report shows the load each figure was measured under.
 */
const waitForCalm = async (maxWaitMs = 15_000) => {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const until = Date.now() + maxWaitMs;
  while (os.loadavg()[0] >= cores / 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2000));
  return os.loadavg()[0];
};

/** The figures of one Lighthouse result the report keeps. */
const figures = (lhr) => ({
  performance: lhr.categories.performance.score * 100,
  accessibility: lhr.categories.accessibility.score * 100,
  bestPractices: lhr.categories['best-practices'].score * 100,
  seo: lhr.categories.seo.score * 100,
  lcp: lhr.audits['largest-contentful-paint'].numericValue,
  tbt: lhr.audits['total-blocking-time'].numericValue,
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
  fcp: lhr.audits['first-contentful-paint'].numericValue,
  // What failed, for the report: audits below 0.9 in the four categories (from the last run).
  failing: Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.id),
});

const medianOf = (runs) => ({
  ...Object.fromEntries(
    ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'fcp'].map((key) => [
      key,
      median(runs.map((run) => run[key])),
    ]),
  ),
  failing: [...new Set(runs.flatMap((run) => run.failing))],
  runs: runs.length,
  load: median(runs.map((run) => run.load)),
});

/**
 * @param {object} options
 * @param {string[]} options.urls
 * @param {Array<keyof typeof PRESETS>} options.presets
 * @param {number} options.runs        runs per URL and preset
 * @param {number} options.deadline    epoch ms after which no new run starts (partial results)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<Record<string, Record<string, ReturnType<typeof medianOf>>>>} preset → url → medians
 */
export const runLighthouse = async ({ urls, presets, runs, deadline, log = () => undefined }) => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = Object.fromEntries(presets.map((preset) => [preset, {}]));
  try {
    for (const preset of presets) {
      for (const url of urls) {
        const collected = [];
        for (let run = 0; run < runs && Date.now() < deadline; run += 1) {
          const load = await waitForCalm();
          const started = Date.now();
          const result = await lighthouse(
            url,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            PRESETS[preset],
          );
          if (result?.lhr?.runtimeError) log(`  ${preset} ${url}: ${result.lhr.runtimeError.message}`);
          else if (result?.lhr) collected.push({ ...figures(result.lhr), load });
          const took = ((Date.now() - started) / 1000).toFixed(0);
          log(`  lighthouse ${preset} ${url} #${run + 1} ${took} s (load ${load.toFixed(1)})`);
        }
        if (collected.length > 0) results[preset][url] = medianOf(collected);
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
};

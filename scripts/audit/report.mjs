// Markdown tables and budget verdicts of `npm run audit`.
import { createRequire } from 'node:module';
import { INTERACTION_BUDGET_MS } from './interactions.mjs';

const require = createRequire(import.meta.url);
const { BEACON_ALLOWANCE, JS_BUDGET_FIRST_VISIT } = require('./first-visit-budget.cjs');
const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const score = (value) => (Number.isFinite(value) ? Math.round(value) : '–');
const route = (url) => new URL(url).pathname;

/** Issue 14's budgets (pages rendered ahead of time), every public route, mobile. */
export const BUDGETS = {
  performance: 98,
  lcpMs: 2000,
  tbtMs: 150,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  /** A first visit of any route, beacons included (first-visit-budget.cjs, e2e/tests/budgets.spec.ts). */
  jsFirstVisit: JS_BUDGET_FIRST_VISIT + BEACON_ALLOWANCE,
  /** Mobile TBT over the same page's with its scripts blocked (issue 45). */
  tbtOverNoJsMs: 50,
  /** Each tap's Event Timing at 4× CPU (issue 45, interactions.mjs). */
  interactionMs: INTERACTION_BUDGET_MS,
  htmlGzip: 60 * 1024,
  /** Mobile LCP over the same page's with its scripts blocked (issue 26: HTML-first pages). */
  lcpOverNoJs: 1.1,
};

/**
 * Routes measured on a phone with and without their scripts: each one's LCP both ways and their ratio,
 * and the blocking time the scripts add to the same page's HTML and CSS.
 */
const bothWays = (lighthouse) =>
  Object.entries(lighthouse['mobile-no-js'] ?? {})
    .filter(([url]) => lighthouse.mobile?.[url])
    .map(([url, bare]) => {
      const live = lighthouse.mobile[url];
      return {
        url,
        lcp: live.lcp,
        bareLcp: bare.lcp,
        ratio: live.lcp / bare.lcp,
        tbt: live.tbt,
        bareTbt: bare.tbt,
        tbtAdded: live.tbt - bare.tbt,
      };
    });

export const htmlFirstTable = (lighthouse) => [
  '| route | LCP, mobile | LCP, scripts blocked | ratio | TBT | TBT, scripts blocked | TBT added |',
  '|---|---|---|---|---|---|---|',
  ...bothWays(lighthouse).map(
    (r) =>
      `| ${route(r.url)} | ${seconds(r.lcp)} | ${seconds(r.bareLcp)} | ${r.ratio.toFixed(2)} | ${Math.round(r.tbt)} ms | ${Math.round(r.bareTbt)} ms | ${Math.round(r.tbtAdded)} ms |`,
  ),
];

export const interactionTable = (interactions) => [
  '| interaction (375 px, 4× CPU) | page | median | runs |',
  '|---|---|---|---|',
  ...Object.values(interactions).map((i) => `| ${i.label} | ${i.path} | ${i.median} ms | ${i.runs.join(', ')} |`),
];

export const htmlTable = (rows) => [
  '| route | status | HTML gzip (KB) | rendered ahead of time |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${route(r.url)} | ${r.status} | ${kb(r.gzip)} | ${r.rendered ? 'yes' : '**no**'} |`),
];

export const lighthouseTable = (byUrl) => [
  '| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS | load avg |',
  '|---|---|---|---|---|---|---|---|---|',
  ...Object.entries(byUrl).map(
    ([url, m]) =>
      `| ${route(url)} | ${score(m.performance)} | ${score(m.accessibility)} | ${score(m.bestPractices)} | ` +
      `${score(m.seo)} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.load.toFixed(1)} |`,
  ),
];

export const bundleTable = (rows) => [
  '| route | JS gzip (KB) | CSS gzip (KB) | JS files | shared packages loaded twice |',
  '|---|---|---|---|---|',
  ...rows.map(
    (r) => `| ${r.route} | ${kb(r.jsGzip)} | ${kb(r.cssGzip)} | ${r.files} | ${r.duplicates.join(', ') || 'none'} |`,
  ),
];

export const axeTable = (rows) => [
  '| route | state | critical | serious | moderate | minor | rules |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${route(r.url)} | ${r.state} | ${r.critical} | ${r.serious} | ${r.moderate} | ${r.minor} | ${r.rules.join(', ') || '–'} |`,
  ),
];

/** Every budget with its measured value; `pass` false when it is not met. */
export const budgetVerdicts = ({ lighthouse, bundles, axe, html = [], interactions = {} }) => {
  const verdicts = [];
  const add = (figure, budget, value, pass) => verdicts.push({ figure, budget, value, pass });
  const mobile = lighthouse.mobile ?? {};
  // Scores of the pages as visitors get them (the run with scripts blocked is only a yardstick for LCP).
  const all = Object.entries(lighthouse)
    .filter(([preset]) => preset !== 'mobile-no-js')
    .flatMap(([preset, byUrl]) => Object.entries(byUrl).map(([url, m]) => ({ preset, url, ...m })));
  const measuredBothWays = bothWays(lighthouse);
  if (measuredBothWays.length > 0) {
    const worst = measuredBothWays.reduce((high, r) => (r.ratio > high.ratio ? r : high));
    add(
      'LCP, mobile, over the page with scripts blocked (highest)',
      `≤ ${BUDGETS.lcpOverNoJs}×`,
      `${worst.ratio.toFixed(2)}× (${route(worst.url)})`,
      worst.ratio <= BUDGETS.lcpOverNoJs,
    );
    const added = measuredBothWays.reduce((high, r) => (r.tbtAdded > high.tbtAdded ? r : high));
    add(
      'TBT, mobile, over the page with scripts blocked (highest)',
      `≤ ${BUDGETS.tbtOverNoJsMs} ms`,
      `${Math.round(added.tbtAdded)} ms (${route(added.url)})`,
      added.tbtAdded <= BUDGETS.tbtOverNoJsMs,
    );
  }
  for (const { label, path, median } of Object.values(interactions)) {
    add(`${label} (${path})`, `≤ ${BUDGETS.interactionMs} ms`, `${median} ms`, median <= BUDGETS.interactionMs);
  }
  const mobileRows = Object.entries(mobile).map(([url, m]) => ({ url, ...m }));
  if (mobileRows.length > 0) {
    const lowMobile = mobileRows.reduce((low, m) => (m.performance < low.performance ? m : low));
    add(
      'Lighthouse performance, mobile (lowest)',
      `≥ ${BUDGETS.performance}`,
      `${score(lowMobile.performance)} (${route(lowMobile.url)})`,
      lowMobile.performance >= BUDGETS.performance,
    );
    const slowest = mobileRows.reduce((high, m) => (m.lcp > high.lcp ? m : high));
    add(
      'LCP, mobile (highest)',
      '≤ 2.0 s',
      `${seconds(slowest.lcp)} (${route(slowest.url)})`,
      slowest.lcp <= BUDGETS.lcpMs,
    );
    const busiest = mobileRows.reduce((high, m) => (m.tbt > high.tbt ? m : high));
    add(
      'TBT, mobile (highest)',
      '≤ 150 ms',
      `${Math.round(busiest.tbt)} ms (${route(busiest.url)})`,
      busiest.tbt <= BUDGETS.tbtMs,
    );
  }
  const lowest = (key) => all.reduce((low, m) => (m[key] < low[key] ? m : low), all[0]);
  const highest = (key) => all.reduce((high, m) => (m[key] > high[key] ? m : high), all[0]);
  if (all.length > 0) {
    const where = (m) => `${route(m.url)} ${m.preset}`;
    const lowestScores = [
      ['Lighthouse accessibility (lowest)', 'accessibility', '100'],
      ['Lighthouse best practices (lowest)', 'bestPractices', '100'],
      ['Lighthouse SEO (lowest)', 'seo', '100'],
    ];
    for (const [figure, key, budget] of lowestScores) {
      const low = lowest(key);
      add(figure, budget, `${score(low[key])} (${where(low)})`, low[key] >= BUDGETS[key]);
    }
    const cls = highest('cls');
    add('CLS (highest)', '0', `${cls.cls.toFixed(3)} (${where(cls)})`, cls.cls <= BUDGETS.cls);
  }
  if (html.length > 0) {
    const largest = html.reduce((high, r) => (r.gzip > high.gzip ? r : high));
    add(
      'HTML transferred (gzip, largest)',
      '≤ 60 KB',
      `${kb(largest.gzip)} KB (${route(largest.url)})`,
      largest.gzip <= BUDGETS.htmlGzip,
    );
    const unrendered = html.filter((r) => !r.rendered);
    add(
      'routes answered as finished HTML',
      'all',
      `${html.length - unrendered.length} of ${html.length}`,
      unrendered.length === 0,
    );
  }
  if (bundles.length > 0) {
    const heaviest = bundles.reduce((high, r) => (r.jsGzip > high.jsGzip ? r : high));
    add(
      'JS on a first visit, beacons included (heaviest route)',
      `≤ ${kb(BUDGETS.jsFirstVisit)} KB gzip`,
      `${kb(heaviest.jsGzip)} KB (${heaviest.route})`,
      heaviest.jsGzip <= BUDGETS.jsFirstVisit,
    );
  }
  const seriousAxe = axe.reduce((sum, r) => sum + r.serious + r.critical, 0);
  if (axe.length > 0) add('axe serious or critical violations', '0', String(seriousAxe), seriousAxe === 0);
  const duplicated = [...new Set(bundles.flatMap((r) => r.duplicates))];
  if (bundles.length > 0)
    add('shared packages loaded twice', '0', duplicated.join(', ') || '0', duplicated.length === 0);
  return verdicts;
};

export const verdictTable = (verdicts) => [
  '| figure | budget | measured | met |',
  '|---|---|---|---|',
  ...verdicts.map((v) => `| ${v.figure} | ${v.budget} | ${v.value} | ${v.pass ? 'yes' : '**no**'} |`),
];

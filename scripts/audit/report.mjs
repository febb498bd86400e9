// Markdown tables and budget verdicts of `npm run audit`.
const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const score = (value) => (Number.isFinite(value) ? Math.round(value) : '–');
const route = (url) => new URL(url).pathname;

export const BUDGETS = {
  performanceHome: 95,
  performance: 90,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  cls: 0.05,
  jsHome: 200 * 1024,
};

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

/** Every budget of issue 10 with its measured value; `pass` false when it is not met. */
export const budgetVerdicts = ({ lighthouse, bundles, axe, homeUrl }) => {
  const verdicts = [];
  const add = (figure, budget, value, pass) => verdicts.push({ figure, budget, value, pass });
  const mobile = lighthouse.mobile ?? {};
  const all = Object.entries(lighthouse).flatMap(([preset, byUrl]) =>
    Object.entries(byUrl).map(([url, m]) => ({ preset, url, ...m })),
  );
  if (Object.keys(mobile).length > 0) {
    const home = mobile[homeUrl];
    if (home)
      add(
        'Lighthouse performance, mobile, /',
        '≥ 95',
        score(home.performance),
        home.performance >= BUDGETS.performanceHome,
      );
    const others = Object.entries(mobile).filter(([url]) => url !== homeUrl);
    const worst = others.reduce((low, [url, m]) => (m.performance < low.value ? { url, value: m.performance } : low), {
      url: '',
      value: Infinity,
    });
    if (others.length > 0) {
      add(
        'Lighthouse performance, mobile, other routes (lowest)',
        '≥ 90',
        `${score(worst.value)} (${route(worst.url)})`,
        worst.value >= BUDGETS.performance,
      );
    }
  }
  const lowest = (key) => all.reduce((low, m) => (m[key] < low[key] ? m : low), all[0]);
  const highest = (key) => all.reduce((high, m) => (m[key] > high[key] ? m : high), all[0]);
  if (all.length > 0) {
    const where = (m) => `${route(m.url)} ${m.preset}`;
    const lowestScores = [
      ['Lighthouse accessibility (lowest)', 'accessibility', '100'],
      ['Lighthouse best practices (lowest)', 'bestPractices', '≥ 95'],
      ['Lighthouse SEO (lowest)', 'seo', '100'],
    ];
    for (const [figure, key, budget] of lowestScores) {
      const low = lowest(key);
      add(figure, budget, `${score(low[key])} (${where(low)})`, low[key] >= BUDGETS[key]);
    }
    const cls = highest('cls');
    add('CLS (highest)', '< 0.05', `${cls.cls.toFixed(3)} (${where(cls)})`, cls.cls < BUDGETS.cls);
  }
  const home = bundles.find((r) => r.route === '/');
  if (home) add('JS on a first visit of /', '≤ 200 KB gzip', `${kb(home.jsGzip)} KB`, home.jsGzip <= BUDGETS.jsHome);
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

// `npm run audit`: Lighthouse (mobile + desktop, median of N runs), JS/CSS bytes of a first visit
// and axe-core over every public route of the served suite, as Markdown tables plus the budgets of
// issue 10. Needs the built suite served with the seeded CMS (`npm start`). Results also go to
// reports/tmp/audit.{md,json}. Exit code 1 when a budget is not met.
//
//   node scripts/audit/run-audit.mjs [--runs 3] [--presets mobile,desktop,mobile-no-js] [--routes /,/blog]
//                                    [--max-minutes 40] [--skip lighthouse,bundles,axe,interactions]
// Environment: SITE_URL (default the shell's address), CHROME_PATH (default /usr/bin/chromium).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apps, ROOT, urlOf } from '../lib/apps.mjs';
import { axeSummary } from './axe-summary.mjs';
import { runLighthouse } from './lighthouse-runs.mjs';
import { measureRoute } from './measure-bundles.mjs';
import { htmlSizes } from './html-sizes.mjs';
import {
  axeTable,
  budgetVerdicts,
  bundleTable,
  htmlFirstTable,
  htmlTable,
  interactionTable,
  lighthouseTable,
  verdictTable,
} from './report.mjs';
import { measureInteractions } from './interactions.mjs';
import { linkedCmsPagePaths, publicStaticPaths, readPaths } from './site-routes.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const runs = Number(option('runs', 3));
const presets = option('presets', 'mobile,desktop').split(',');
const skip = new Set(option('skip', '').split(',').filter(Boolean));
const maxMinutes = Number(option('max-minutes', 40));
const site = (process.env.SITE_URL || urlOf(apps[0])).replace(/\/$/, '');
const started = Date.now();
const log = (line) => console.info(line);
const PRESET_TITLES = {
  mobile: 'mobile (default emulation)',
  desktop: 'desktop preset',
  'mobile-no-js': 'mobile with every script file blocked',
};

/**
 * Public pages: the pages built in the CMS the code links to (the home first), the static routes, and the
 * first article and case of the CMS.
 */
const publicRoutes = async () => {
  const chosen = option('routes', '');
  if (chosen) return chosen.split(',');
  const routes = [...linkedCmsPagePaths(), ...publicStaticPaths()];
  const paths = readPaths();
  try {
    const { cmsUrl } = await (await fetch(`${site}/runtime-config.json`)).json();
    const first = async (query) => (await (await fetch(`${cmsUrl}/api/${query}`)).json()).data[0];
    const [article, caseStudy] = await Promise.all([
      first('articles?fields[0]=slug&sort=id:asc'),
      first('cases?fields[0]=title&sort=id:asc'),
    ]);
    routes.push(paths.blogArticle.replace(':slug', article.slug), paths.caseDetail.replace(':id', caseStudy.id));
  } catch (error) {
    log(`(sin artículo ni caso: el CMS no respondió — ${error.message})`);
  }
  return routes;
};

try {
  await fetch(`${site}/`);
} catch {
  console.error(`El sitio no responde en ${site}: inícialo con "npm start" (o define SITE_URL).`);
  process.exit(2);
}

const routes = await publicRoutes();
const urls = routes.map((route) => `${site}${route}`);
log(`Auditoría de ${urls.length} rutas en ${site}`);

const html = await htmlSizes(urls);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
const bundles = [];
if (!skip.has('bundles')) {
  for (const route of routes) bundles.push(await measureRoute(browser, route, site));
  log(`  bytes medidos (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
const axe = skip.has('axe') ? [] : await axeSummary(browser, urls);
if (!skip.has('axe')) log(`  axe listo (${((Date.now() - started) / 1000).toFixed(0)} s)`);
await browser.close();

// The four taps of issue 45 on a quiet machine, before Lighthouse (interactions.mjs).
const interactions = skip.has('interactions') ? {} : await measureInteractions({ base: site, runs: 5 });
if (!skip.has('interactions')) log(`  interacciones medidas (${((Date.now() - started) / 1000).toFixed(0)} s)`);

const lighthouse = skip.has('lighthouse')
  ? {}
  : await runLighthouse({ urls, presets, runs, deadline: started + maxMinutes * 60_000, log });

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const verdicts = budgetVerdicts({ lighthouse, bundles, axe, html, interactions });
const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${site}, ${runs} Lighthouse run(s) per route and preset (median), ${minutes} min.`,
  '',
  ...Object.entries(lighthouse).flatMap(([preset, byUrl]) => [
    `### Lighthouse, ${PRESET_TITLES[preset] ?? preset}`,
    '',
    ...lighthouseTable(byUrl),
    '',
  ]),
  ...(lighthouse['mobile-no-js']
    ? ['### HTML first: LCP and TBT with and without scripts', '', ...htmlFirstTable(lighthouse), '']
    : []),
  ...(Object.keys(interactions).length
    ? ['### Taps on a phone (Event Timing)', '', ...interactionTable(interactions), '']
    : []),
  '### HTML of each route',
  '',
  ...htmlTable(html),
  '',
  ...(bundles.length ? ['### JS and CSS of a first visit (gzip)', '', ...bundleTable(bundles), ''] : []),
  ...(axe.length ? ['### axe-core (WCAG 2.1 A/AA), violations by impact', '', ...axeTable(axe), ''] : []),
  '### Budgets',
  '',
  ...verdictTable(verdicts),
];
const report = lines.join('\n');
console.info(`\n${report}\n`);

const failing = Object.entries(lighthouse).flatMap(([preset, byUrl]) =>
  Object.entries(byUrl)
    .filter(([, m]) => m.failing.length > 0)
    .map(([url, m]) => `${preset} ${new URL(url).pathname}: ${m.failing.join(', ')}`),
);
if (failing.length > 0) console.info(`Lighthouse audits below 0.9:\n  ${failing.join('\n  ')}\n`);

const outDir = path.join(ROOT, 'reports', 'tmp');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'audit.md'), `${report}\n`);
fs.writeFileSync(
  path.join(outDir, 'audit.json'),
  JSON.stringify({ site, runs, lighthouse, bundles, axe, html, interactions, verdicts }, null, 2),
);
console.info(`Auditoría completa en ${minutes} min → reports/tmp/audit.md`);
process.exit(verdicts.every((verdict) => verdict.pass) ? 0 : 1);

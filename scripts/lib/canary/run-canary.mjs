// The canary of a release (docs/releases.md, "The canary"): before a live pointer moves, every page of
// that app is rendered with the candidate release against the live shell, the other live remotes and
// the CMS, then opened in Chromium as a first visit; the release passes only when every page does
// and its shared requirements fit the live shell's. Nothing is published: the pages go to the
// canary's own RENDERED_DIR (a temporary folder of its process, scripts/canary.mjs), the servers are
// its own (canary-servers.mjs), no pointer is written and no re-render is asked for.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { linkedCmsPagePaths, privatePaths, publicStaticPaths } from '../../audit/site-routes.mjs';
import { apps, ROOT, urlOf } from '../apps.mjs';
import { cmsEntries } from '../../generate-sitemap.mjs';
import { checkRelease } from '../releases.mjs';
import { openRenderer } from '../render-pass.mjs';
import { renderRun } from '../render-run.mjs';
import { NOT_FOUND } from '../rendered-store.mjs';
import { runtimeConfigFromEnv } from '../runtime-config.mjs';
import { routeMatcher } from '../site-documents.mjs';
import {
  beaconSinkHandler,
  candidateHandler,
  cmsRelayHandler,
  listenOnLoopback,
  shellHandler,
} from './canary-servers.mjs';
import { pageProblems } from './page-verdict.mjs';
import { openVisitor } from './page-visits.mjs';
import { describeConflict, requirementsOf, sharedConflicts } from './shared-requirements.mjs';

const require = createRequire(import.meta.url);
const { BEACON_ALLOWANCE, JS_BUDGET_FIRST_VISIT } = require('../../audit/first-visit-budget.cjs');

/** The first visit's JavaScript budget (e2e/tests/budgets.spec.ts): the beacons' chunk may come on top. */
export const JS_BUDGET = JS_BUDGET_FIRST_VISIT + BEACON_ALLOWANCE;

/**
 * Two builds name their chunks by other content hashes, and hex digits compress differently: a shell
 * release of unchanged pages weighed a few bytes more than the live build (203.5 KB against 203.5 KB).
 */
const HASH_NOISE = 256;

/**
 * What a page's first visit may load: the budget, or, for a page already over it with the live
 * release, what it loads now, give or take the hashes' noise (a release may not make it heavier).
 * `live` is null when the live site's page could not be measured.
 */
export const jsAllowance = (live) => Math.max(JS_BUDGET, live === null || live === undefined ? 0 : live + HASH_NOISE);

/** The URL the canary opens for a page: the not-found page at an address no page has. */
const visitPath = (pathname) => (pathname === NOT_FOUND ? `${NOT_FOUND}/canario` : pathname);

/**
 * The pages of an app: its routes' own pages, the pages built in the CMS the code links to (the home first, even
 * when the CMS's list misses them) and, for routes with parameters, what the CMS lists (`listed`: the entries
 * cmsEntries answers, each with its `path`).
 */
export const pagesOfApp = (name, listed) => {
  const routeOf = routeMatcher();
  const fixed = [...linkedCmsPagePaths(), ...publicStaticPaths(), ...privatePaths()];
  const every = [...new Set([...fixed, ...listed.map((entry) => entry.path), NOT_FOUND])];
  return name === 'shell' ? every : every.filter((pathname) => routeOf(pathname)?.remote === name);
};

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * What the apps other than the candidate require of the shell: for a candidate shell, every live
 * remote's manifest; for a remote, its own manifest.
 */
const requirementsToCheck = async ({ name, folder, config }) => {
  if (name !== 'shell')
    return [{ app: name, requirements: requirementsOf(readJson(path.join(folder, 'mf-manifest.json'))) }];
  return Promise.all(
    Object.entries(config.remotes).map(async ([remote, url]) => {
      const manifest = await fetch(url, { signal: AbortSignal.timeout(5000) })
        .then((response) => response.json())
        .catch(() => null);
      return { app: remote, requirements: requirementsOf(manifest) };
    }),
  );
};

/**
 * @param {object} options
 * @param {string} options.name     the app's release name ("catalogue", "shell")
 * @param {string} options.version  the candidate release
 * @param {string} options.renderedDir  where the canary's pages are written (its own, temporary)
 * @param {(line: string) => void} [options.progress]
 * @returns {Promise<{ ok: boolean, problems: { page: string, reason: string }[], pages: number,
 *   seconds: number, renderSeconds: number, visitSeconds: number }>}
 */
export const runCanary = async ({ name, version, renderedDir, progress = () => {} }) => {
  const started = Date.now();
  const folder = checkRelease(name, version);
  const live = runtimeConfigFromEnv();
  const problems = [];
  const refuse = (page, reason) => problems.push({ page, reason });
  const result = (extra = {}) => ({
    ok: problems.length === 0,
    problems,
    pages: 0,
    renderSeconds: 0,
    visitSeconds: 0,
    ...extra,
    seconds: (Date.now() - started) / 1000,
  });

  const listed = await cmsEntries({ cmsUrl: live.cmsUrl, timeoutMs: 10_000 });
  if (!listed) {
    refuse('CMS', `el CMS no responde en ${live.cmsUrl}; la versión no se puede probar / the CMS does not answer`);
    return result();
  }
  const pages = pagesOfApp(name, listed);

  const servers = [];
  let renderer = null;
  let visitor = null;
  try {
    const candidate = name === 'shell' ? null : await listenOnLoopback(candidateHandler(folder));
    if (candidate) servers.push(candidate);
    const liveShellOrigin = new URL(urlOf(apps[0])).origin;
    const cms = await listenOnLoopback(cmsRelayHandler({ cmsUrl: live.cmsUrl, siteOrigin: liveShellOrigin }));
    const beacons = await listenOnLoopback(beaconSinkHandler);
    servers.push(cms, beacons);
    const config = {
      ...live,
      remotes: candidate ? { ...live.remotes, [name]: `${candidate.origin}/mf-manifest.json` } : live.remotes,
      cmsUrl: cms.origin,
      analyticsUrl: beacons.origin,
    };
    const shell = await listenOnLoopback(
      shellHandler({
        distDir: name === 'shell' ? folder : path.join(ROOT, 'shell', 'dist'),
        // The CMS's answers name their media on the live CMS: the pages may load them from there.
        config: { ...config, mediaOrigins: [live.cmsUrl] },
        candidateShell: name === 'shell',
      }),
    );
    servers.push(shell);
    progress(`canary: ${name} ${version}, ${pages.length} páginas / pages (shell ${shell.origin})`);

    // Render: the real render pass, its answers kept per page (the run writes the good ones).
    renderer = await openRenderer();
    const rendered = new Map();
    const recording = {
      useCode: (code) => renderer.useCode(code),
      render: async (url) => {
        const answer = await renderer.render(url);
        rendered.set(new URL(url).pathname, answer);
        return answer;
      },
    };
    const renderStarted = Date.now();
    const run = await renderRun({
      renderer: recording,
      dir: renderedDir,
      config,
      shellOrigin: shell.origin,
      paths: pages,
      report: () => {},
    });
    const renderSeconds = (Date.now() - renderStarted) / 1000;
    if (run.error) {
      refuse('shell', `${run.error} / the shell does not answer`);
      return result({ pages: pages.length, renderSeconds });
    }

    // First visits, one page after another (the measure of a page's JavaScript is its own).
    visitor = await openVisitor();
    const visitStarted = Date.now();
    let provided = null;
    for (const pathname of pages) {
      const expectedStatus = pathname === NOT_FOUND ? 404 : 200;
      const render = rendered.get(pathname) ?? { errors: ['no se renderizó / not rendered'] };
      const visit =
        render.errors.length === 0
          ? await visitor.visit(`${shell.origin}${visitPath(pathname)}`, { expectedStatus, app: name })
          : null;
      if (visit && !provided && Object.keys(visit.provided).length > 0) provided = visit.provided;
      // Over the budget: measured on the live site too, as visitors get it now (its beacons not sent).
      const liveJsGzip =
        visit && visit.jsGzip > JS_BUDGET
          ? await visitor
              .visit(`${liveShellOrigin}${visitPath(pathname)}`, {
                expectedStatus,
                quietOrigin: new URL(live.analyticsUrl).origin,
                app: name,
              })
              .then((seen) => (seen.interactive ? seen.jsGzip : null))
          : null;
      for (const reason of pageProblems({ render, expectedStatus, visit, liveJsGzip }, jsAllowance(liveJsGzip))) {
        refuse(pathname, reason);
      }
      progress(`canary: ${pathname} ${visit ? `${(visit.jsGzip / 1024).toFixed(1)} KB JS` : ''}`);
    }
    const visitSeconds = (Date.now() - visitStarted) / 1000;

    // Shared requirements against what the live shell's share scope holds in a visitor's browser. The
    // shell fills it as it starts, before any remote loads: when no page got that far (a release that
    // fails everywhere, maybe for this very reason), one more visit reads it.
    if (!provided && pages.length > 0) {
      const seen = await visitor.visit(`${shell.origin}${visitPath(pages[0])}`);
      if (Object.keys(seen.provided).length > 0) provided = seen.provided;
    }
    if (provided) {
      for (const { app, requirements } of await requirementsToCheck({ name, folder, config })) {
        for (const conflict of sharedConflicts(requirements, provided)) refuse(app, describeConflict(conflict));
      }
    } else {
      refuse(
        'shell',
        'no se pudieron leer las versiones que comparte el shell publicado / could not read the versions the live shell shares',
      );
    }
    return result({ pages: pages.length, renderSeconds, visitSeconds });
  } finally {
    await visitor?.close().catch(() => undefined);
    await renderer?.close().catch(() => undefined);
    await Promise.all(servers.map((server) => server.close()));
  }
};

// One render run: the pages to render (all of them, those some content changes reach, or a list),
// rendered by a renderer's browser (render-pass.mjs) and written to the rendered store, then the
// feeds. `node scripts/prerender.mjs` runs one with a browser of its own; the renderer's service
// (scripts/render-service.mjs) runs each with the browser it keeps open (docs/rendering.md).
import crypto from 'node:crypto';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';
import { manifestOf, pagePreloads } from './page-preloads.mjs';
import { shellBuildOf } from './page-document.mjs';
import { failedPaths, writeOutcome } from './render-outcomes.mjs';
import { pagesToRender } from './render-targets.mjs';
import { flushRendered } from './rendered-replica.mjs';
import { NOT_FOUND, readPageSummaries, writePage } from './rendered-store.mjs';
import { writeSiteFeeds } from './site-feeds.mjs';
import { refreshListing } from './site-listing.mjs';

/** The shell's build as its server answers it to a render pass; null when it does not answer. */
const currentShellBuild = async (shellOrigin) => {
  const response = await fetch(`${shellOrigin}/`, {
    headers: { [renderProtocol.renderPassHeader]: '1' },
    signal: AbortSignal.timeout(5000),
  }).catch(() => null);
  return response?.ok ? shellBuildOf(await response.text()) : null;
};

/**
 * The code the site's pages run now: the shell's build and every remote's manifest, as one hash. A
 * renderer whose documents loaded other code opens new ones (render-pass.mjs `useCode`).
 */
const codeVersion = async (shellBuild, config, manifests) => {
  const hash = crypto.createHash('sha256').update(String(shellBuild));
  for (const url of Object.values(config.remotes).sort()) {
    hash.update(JSON.stringify(await manifestOf(url, manifests)));
  }
  return hash.digest('hex');
};

/**
 * @param {object} options
 * @param {{ render: Function, useCode: Function }} options.renderer  an open renderer (render-pass.mjs)
 * @param {string} options.dir           the rendered store's folder
 * @param {object} options.config        the runtime config (CMS and remotes' addresses)
 * @param {string} options.shellOrigin   the shell's server, as the renderer's browser reaches it
 * @param {string[] | null} [options.paths]    these pages, or null
 * @param {string[] | null} [options.changes]  content changes (render-changes.mjs), or null for every page
 * @param {number} [options.concurrency]
 * @param {(message: string) => void} [options.report]  where failures are told
 * @returns {Promise<{ ok: boolean, rendered: number, targets: number, failures: string[],
 *   seconds: number, renderSeconds: number } | { ok: false, error: string }>}
 */
export const renderRun = async ({
  renderer,
  dir,
  config,
  shellOrigin,
  paths = null,
  changes = null,
  concurrency = 2,
  report = console.error,
}) => {
  const started = Date.now();
  const shellBuild = await currentShellBuild(shellOrigin);
  if (!shellBuild) return { ok: false, error: `el shell no responde en ${shellOrigin}; nada cambió.` };
  const manifests = new Map();
  await renderer.useCode(await codeVersion(shellBuild, config, manifests));

  // Before rendering: what the CMS lists now is what the server answers (lib/site-listing.mjs).
  const listed = await refreshListing({ dir, cmsUrl: config.cmsUrl });
  const targets =
    paths ?? pagesToRender({ changes, listed, rendered: readPageSummaries(dir), failed: failedPaths(dir) });

  const renderStarted = Date.now();
  const failures = [];
  let rendered = 0;
  const queue = [...targets];
  const worker = async () => {
    for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
      const result = await renderer.render(`${shellOrigin}${pathname}`);
      const expected = pathname === NOT_FOUND ? 404 : 200;
      if (result.errors.length > 0 || result.status !== expected) {
        const reasons = result.errors.length ? result.errors.join('; ') : `estado ${result.status}`;
        failures.push(pathname);
        report(`prerender: ${pathname} no se publicó (queda su HTML anterior): ${reasons}`);
        // What the editor is told in the admin's edit view (render-outcomes.mjs).
        const errors = result.errors.length ? result.errors : [`estado ${result.status}`];
        writeOutcome(dir, { path: pathname, status: 'failed', entries: result.entries, errors, expected });
        continue;
      }
      const { html, head, styles, data, entries, builds, status } = result;
      const { preloads, manifestUrl } = await pagePreloads({ pathname, config, shellOrigin, manifests });
      const renderedAt = new Date().toISOString();
      writePage(dir, {
        path: pathname,
        ...{ html, head, styles, data, entries, builds, status },
        preloads,
        manifestUrl,
        shellBuild,
        renderedAt,
      });
      writeOutcome(dir, { path: pathname, status: 'live', entries, at: renderedAt });
      rendered += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const renderSeconds = (Date.now() - renderStarted) / 1000;

  // The blog's and the cases' Atom feeds, fresh at each run as the pages are (lib/site-feeds.mjs).
  await writeSiteFeeds({ dir, cmsUrl: config.cmsUrl });
  // Shared store: every page and feed is in PostgreSQL before the run reports itself done.
  await flushRendered();
  return {
    ok: failures.length === 0,
    rendered,
    targets: targets.length,
    failures,
    seconds: (Date.now() - started) / 1000,
    renderSeconds,
  };
};

/** The line a run ends with: pages rendered, time, and the render's own pace. */
export const runSummary = (run, where) => {
  const pace = run.renderSeconds > 0 ? (run.rendered / run.renderSeconds).toFixed(1) : '–';
  return `prerender: ${run.rendered} de ${run.targets} páginas en ${run.seconds.toFixed(1)} s (${pace} páginas/s al renderizar) → ${where}`;
};

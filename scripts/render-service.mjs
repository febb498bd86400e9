// The renderer's service: renders every page once the CMS answers, then the pages a change reaches
// whenever the CMS says an entry changed (POST /render {"model": "article", "documentId": "…",
// "action": "update"}, from cms/src/utils/render-hook.js; {"model": "article"} alone: any entry),
// and the pages of a remote whose live release changed (POST /render {"remote": "catalogue"},
// from scripts/releases.mjs promote/rollback; "shell" renders every page).
// Runs are made in this process with one browser kept open between them (lib/render-run.mjs), whose
// documents are replaced whenever the shell's or a remote's code changed, so new code is always used.
// Changes that arrive during a run are merged into one next run. GET /ready answers 200 once the
// first full render has ended; GET /status tells what ran last; GET /outcome?model=…&documentId=…
// what became of an entry's pages (live, failed and why, or pending), for the admin's edit view.
// Who may ask, and what is refused:
// lib/render-endpoint.mjs (loopback unless RENDER_HOST and RENDER_HOOK_TOKEN are both set).
// It also watches every remote's release for its first minutes after a promote and rolls back one
// whose visitors' browsers fail clearly more than under the release before (lib/release-watcher.mjs,
// docs/releases.md "Watched for its first minutes"): one watch per cluster, as one renderer renders.
import http from 'node:http';
import './lib/exit-with-parent.mjs';
import { apps, backEnds, bindHost, portOf, urlOf } from './lib/apps.mjs';
import { cmsModels } from './lib/cms-models.mjs';
import { waitForUrl } from './lib/processes.mjs';
import { createRenderHandler, renderBinding } from './lib/render-endpoint.mjs';
import { hasChromium, openRenderer } from './lib/render-pass.mjs';
import { createRenderQueue } from './lib/render-queue.mjs';
import { outcomesOfEntry } from './lib/render-outcomes.mjs';
import { renderRun, runSummary } from './lib/render-run.mjs';
import { pagesOfRemotes } from './lib/render-targets.mjs';
import { holdRenderLock } from './lib/render-lock.mjs';
import { startRenderedMirror } from './lib/rendered-replica.mjs';
import { readPageSummaries, renderedDir } from './lib/rendered-store.mjs';
import { runtimeConfigFromEnv } from './lib/runtime-config.mjs';
import { startReleaseWatch } from './lib/release-watcher.mjs';
import { refreshListing } from './lib/site-listing.mjs';

let binding;
try {
  binding = renderBinding();
} catch (error) {
  console.error(`render: ${error.message}`);
  process.exit(1);
}

/** The browser the runs share, opened by the first run and again after it was lost. */
let renderer = null;
const openedRenderer = async () => {
  if (renderer && !renderer.connected()) {
    await renderer.close().catch(() => undefined);
    renderer = null;
  }
  renderer ??= await openRenderer();
  return renderer;
};

/** One run in this process; 0 when every page was rendered, 1 otherwise (as a prerender process). */
const runOnce = async (targets) => {
  if (!hasChromium()) {
    console.error('render: falta Chromium (apt-get install -y chromium o CHROMIUM_PATH); nada se renderiza.');
    return 1;
  }
  try {
    const run = await renderRun({
      renderer: await openedRenderer(),
      dir: renderedDir(),
      config: runtimeConfigFromEnv(),
      shellOrigin: `http://${bindHost()}:${portOf(apps[0])}`,
      concurrency: Number(process.env.RENDER_CONCURRENCY ?? 2),
      ...targets,
    });
    if (run.error) {
      console.error(`prerender: ${run.error}`);
      return 1;
    }
    console.info(runSummary(run, renderedDir()));
    return run.ok ? 0 : 1;
  } catch (error) {
    console.error(`render: la pasada falló (${error.message})`);
    return 1;
  }
};

/** One run: every page, or the pages the changes reach, then those of the changed remotes. */
const render = async ({ job, remotes }) => {
  if (job === 'all') return runOnce({});
  let code = 0;
  if (job.size > 0) code = await runOnce({ changes: [...job] });
  if (remotes.length > 0) {
    const paths = pagesOfRemotes({ remotes, rendered: readPageSummaries(renderedDir()) });
    if (paths?.length !== 0) code = (await runOnce(paths ? { paths } : {})) || code;
  }
  return code;
};

// A short pause gathers the writes of one save (a draft and its publish) into one run.
const renderQueue = createRenderQueue({ render, debounceMs: 300 });
/** A CMS change also refreshes the listing at once, ahead of its render run (lib/site-listing.mjs). */
const queue = {
  ...renderQueue,
  enqueue(models, remotes) {
    renderQueue.enqueue(models, remotes);
    if (models.length === 0) return;
    refreshListing({ dir: renderedDir(), cmsUrl: runtimeConfigFromEnv().cmsUrl }).catch((error) =>
      console.warn(`render: la lista del CMS no se actualizó (${error.message})`),
    );
  },
};
const handler = createRenderHandler({
  queue,
  models: cmsModels(),
  remotes: new Set(apps.map((app) => app.remote ?? 'shell')),
  token: binding.token,
  // GET /outcome: what became of an entry's pages, shown in the admin's edit view (render-outcomes.mjs).
  outcomes: (entry) => outcomesOfEntry(renderedDir(), entry),
});
const server = http.createServer(handler);
// Several renderers (RENDER_LOCK_DATABASE_URL): only the one holding the lock listens and renders;
// another waits, then takes over on the same address when that one ends (lib/render-lock.mjs).
if (process.env.RENDER_LOCK_DATABASE_URL) {
  await holdRenderLock(process.env.RENDER_LOCK_DATABASE_URL, {
    onWaiting: () => console.info('render: otro renderizador tiene el turno; este espera para tomarlo'),
    onLost: (error) => {
      console.error(`render: se perdió el turno (${error.message}); termina`);
      process.exit(1);
    },
  });
  console.info('render: este renderizador tiene el turno');
}
// A shared store (RENDERED_DATABASE_URL): this renderer's folder starts as a copy of what was
// rendered before, by it or another (lib/rendered-replica.mjs).
await startRenderedMirror(renderedDir());
server.listen(binding.port, binding.host, () =>
  console.info(`render: escuchando en http://${binding.host}:${server.address().port}`),
);
// A release rolled back by the watch: its remote's pages are queued as POST /render {"remote"} does.
startReleaseWatch({ enqueueRemote: (name) => queue.enqueue([], [name]) });

// The first full render waits for the CMS (it starts alongside this service).
const cmsHealth = `${urlOf(backEnds.cms).replace(/\/$/, '')}/_health`;
waitForUrl(cmsHealth, Number(process.env.RENDER_WAIT_CMS_MS || 240_000))
  .catch((error) => console.warn(`render: ${error.message}; se renderiza igual (las páginas fallidas quedan sin HTML)`))
  .finally(() => queue.enqueue('all'));

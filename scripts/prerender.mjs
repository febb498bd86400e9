// `npm run prerender`: renders the site's pages to HTML ahead of time (lib/render-run.mjs), with a
// browser of its own; the renderer's service runs the same runs with the browser it keeps open.
//   node scripts/prerender.mjs                    every page (route table, CMS articles and cases, 404)
//   node scripts/prerender.mjs --models article   the pages that show articles
//   node scripts/prerender.mjs --changes article:<documentId>:update   the pages one entry's change
//                                                 reaches (the CMS's hook; lib/render-changes.mjs)
//   node scripts/prerender.mjs --paths /,/blog    these pages
// Pages come from the shell's server (SHELL_PORT on HOST), remotes and CMS from the addresses file.
// A page whose render fails (CMS or remote unreachable, an error) keeps its last good HTML.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps, bindHost, portOf, ROOT } from './lib/apps.mjs';
import { hasChromium, openRenderer } from './lib/render-pass.mjs';
import { renderRun, runSummary } from './lib/render-run.mjs';
import { renderedDir } from './lib/rendered-store.mjs';
import { runtimeConfigFromEnv } from './lib/runtime-config.mjs';

const { values } = parseArgs({
  options: {
    models: { type: 'string' },
    changes: { type: 'string' },
    paths: { type: 'string' },
    concurrency: { type: 'string' },
  },
});
const list = (value) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : null;

if (!hasChromium()) {
  console.error(
    'prerender: falta Chromium (apt-get install -y chromium o CHROMIUM_PATH); las páginas se renderizan en el navegador.',
  );
  process.exit(1);
}

const dir = renderedDir();
const renderer = await openRenderer();
let run;
try {
  run = await renderRun({
    renderer,
    dir,
    config: runtimeConfigFromEnv(),
    shellOrigin: `http://${bindHost()}:${portOf(apps[0])}`,
    paths: list(values.paths),
    changes: values.models || values.changes ? [...(list(values.models) ?? []), ...(list(values.changes) ?? [])] : null,
    concurrency: Number(values.concurrency ?? process.env.RENDER_CONCURRENCY ?? 2),
  });
} finally {
  await renderer.close();
}
if (run.error) {
  console.error(`prerender: ${run.error}`);
  process.exit(1);
}
console.info(runSummary(run, path.relative(ROOT, dir) || dir));
process.exit(run.ok ? 0 : 1);

// `npm run prerender`: renders the site's pages to HTML ahead of time, in a fresh process (and a
// fresh browser) each run, so a remote redeployed a moment ago renders with its new code.
//   node scripts/prerender.mjs                    every page (route table, CMS articles and cases, 404)
//   node scripts/prerender.mjs --models article   the pages that show articles
//   node scripts/prerender.mjs --changes article:<documentId>:update   the pages one entry's change
//                                                 reaches (the CMS's hook; lib/render-changes.mjs)
//   node scripts/prerender.mjs --paths /,/blog    these pages
// Pages come from the shell's server (SHELL_PORT on HOST), remotes and CMS from the addresses file.
// A page whose render fails (CMS or remote unreachable, an error) keeps its last good HTML.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderProtocol } from '../shared/src/rendering/render-protocol.cjs';
import { apps, bindHost, portOf, ROOT } from './lib/apps.mjs';
import { pagePreloads } from './lib/page-preloads.mjs';
import { shellBuildOf } from './lib/page-document.mjs';
import { hasChromium, openRenderer } from './lib/render-pass.mjs';
import { pagesToRender } from './lib/render-targets.mjs';
import { flushRendered } from './lib/rendered-replica.mjs';
import { NOT_FOUND, readAllPages, renderedDir, writePage } from './lib/rendered-store.mjs';
import { runtimeConfigFromEnv } from './lib/runtime-config.mjs';
import { writeSiteFeeds } from './lib/site-feeds.mjs';
import { refreshListing } from './lib/site-listing.mjs';

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

const started = Date.now();
const dir = renderedDir();
const config = runtimeConfigFromEnv();
const shellOrigin = `http://${bindHost()}:${portOf(apps[0])}`;

if (!hasChromium()) {
  console.error(
    'prerender: falta Chromium (apt-get install -y chromium o CHROMIUM_PATH); las páginas se renderizan en el navegador.',
  );
  process.exit(1);
}

const shellResponse = await fetch(`${shellOrigin}/`, { headers: { [renderProtocol.renderPassHeader]: '1' } }).catch(
  () => null,
);
if (!shellResponse?.ok) {
  console.error(`prerender: el shell no responde en ${shellOrigin}; nada cambió.`);
  process.exit(1);
}
const shellBuild = shellBuildOf(await shellResponse.text());

// Before rendering: what the CMS lists now is what the server answers (lib/site-listing.mjs).
const listed = await refreshListing({ dir, cmsUrl: config.cmsUrl });
const changes =
  values.models || values.changes ? [...(list(values.models) ?? []), ...(list(values.changes) ?? [])] : null;
const targets = list(values.paths) ?? pagesToRender({ changes, listed, rendered: readAllPages(dir) });

const renderer = await openRenderer();
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
      console.error(`prerender: ${pathname} no se publicó (queda su HTML anterior): ${reasons}`);
      continue;
    }
    const { html, head, styles, data, entries, builds, status } = result;
    const page = { html, head, styles, data, entries, builds, status };
    const { preloads, manifestUrl } = await pagePreloads({ pathname, config, shellOrigin });
    writePage(dir, {
      path: pathname,
      ...page,
      preloads,
      manifestUrl,
      shellBuild,
      renderedAt: new Date().toISOString(),
    });
    rendered += 1;
  }
};
const concurrency = Number(values.concurrency ?? process.env.RENDER_CONCURRENCY ?? 2);
try {
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
} finally {
  await renderer.close();
}

// The blog's and the cases' Atom feeds, fresh at each run as the pages are (lib/site-feeds.mjs).
await writeSiteFeeds({ dir, cmsUrl: config.cmsUrl });
// Shared store: every page and feed is in PostgreSQL before the run reports itself done.
await flushRendered();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.info(
  `prerender: ${rendered} de ${targets.length} páginas en ${seconds} s → ${path.relative(ROOT, dir) || dir}`,
);
process.exit(failures.length ? 1 : 0);

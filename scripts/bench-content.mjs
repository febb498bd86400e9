// `npm run bench:content -- --articles 1000`: what the site costs as its content grows (issue 27).
// A benchmark, not a test: it asserts nothing. On a throw-away site of its own (a temporary folder
// with a SQLite CMS holding the seed's 9 articles plus synthetic ones up to --articles, its own
// rendered pages, the shell and remotes' servers and the renderer's service on loopback ports of
// their own, so a running `npm start` is untouched) it measures:
// - the full render: the renderer's first run over every page (it starts once the articles are in),
//   pages rendered and pages/s;
// - one edit: an article in the middle of the list gets a new description through the admin API
//   (save, then publish); the time from the publish's answer until the shell serves the article's
//   HTML with it (polled every 100 ms), and the pages that edit rendered again (their `renderedAt`);
// - per page type: p50 and max of the served HTML's gzip size and of its embedded state (the CMS
//   answers the page was rendered with).
// - the catalogue (--products N, synthetic products after the seed's 14): /productos in Chromium,
//   each keystroke of a search, each category and a detail opened and closed, as the browser's
//   Event Timing reports them (lib/bench-catalogue.mjs).
// Synthetic articles (lib/synthetic-articles.mjs) are distinct, 800–1,500 words of Markdown, with a
// cover (lib/synthetic-covers.mjs) and two of the seed's categories, created and published through
// the admin API 4 at a time. Everything is stopped and the folder deleted at the end, also on Ctrl-C.
//   npm run bench:content -- --articles 200 [--products 300] [--json figures.json] [--keep]
// --keep leaves the folder (database, uploads, rendered pages) for a look; --screenshots <dir> saves
// /productos after one "Mostrar más" at 1280 and 375 px; BENCH_CONTENT_BASE_PORT
// moves the ports (default 18600: shell +0, remotes +2…+6, CMS +10, renderer +30);
// RENDER_CONCURRENCY is the renderer's (2).
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { adminLogin, startCms } from '../cms/scripts/lib/strapi-process.mjs';
import { apps, backEnds, renderHookUrl, ROOT, urlOf } from './lib/apps.mjs';
import { measureCatalogue } from './lib/bench-catalogue.mjs';
import {
  addArticles,
  addProducts,
  adminClient,
  ARTICLE_UID,
  articleIdOfSlug,
  catalogueMedia,
  categoryIds,
  editDescription,
  uploadCovers,
} from './lib/bench-content-cms.mjs';
import { measurePages, pageTypeOf, renderedTimes, rewrittenPages, sizeSummary } from './lib/bench-content-pages.mjs';
import { clusterPorts } from './lib/cluster.mjs';
import { run, runToEnd, stopAll, stopAllAndWait } from './lib/processes.mjs';
import { readPageSummaries, readIndex } from './lib/rendered-store.mjs';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '9' },
    products: { type: 'string', default: '14' },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
    screenshots: { type: 'string' },
  },
});
const ARTICLES = Number(values.articles);
const SEEDED = 9; // the seed's articles (cms/src/seed/data/articles.js)
const PRODUCTS = Number(values.products);
const SEEDED_PRODUCTS = 14; // cms/src/seed/data/products.js
if (!Number.isInteger(ARTICLES) || ARTICLES < SEEDED) {
  console.error(`bench:content: --articles es un entero de ${SEEDED} en adelante (los ${SEEDED} del seed incluidos)`);
  process.exit(1);
}
if (!Number.isInteger(PRODUCTS) || PRODUCTS < SEEDED_PRODUCTS) {
  console.error(`bench:content: --products es un entero de ${SEEDED_PRODUCTS} en adelante (los del seed incluidos)`);
  process.exit(1);
}
const ADMIN = { email: 'bench.editora@linx.cl', password: 'BenchLinx2024' };
const WITH_IPC = ['ignore', 'pipe', 'pipe', 'ipc'];
const SEED_CONCURRENCY = 4;
/** The throw-away site's rendered pages, in its folder. */
const renderedDirOf = (dir) => path.join(dir, 'rendered');
const log = (line) => console.info(`bench:content: ${line}`);
const seconds = (ms) => Number((ms / 1000).toFixed(1));

// ---------- the throw-away site's environment ----------

/** Ports from the base, as the cluster lays them out (lib/cluster.mjs); leads and analytics: nothing listens. */
const ports = (() => {
  const layout = clusterPorts(Number(process.env.BENCH_CONTENT_BASE_PORT || 18600));
  return { ...layout, shell: layout.shells[0], analytics: layout.postgres + 1 };
})();

/**
 * This process and every child it starts address the bench's site only: its ports, its folder, a
 * SQLite CMS and no shared store (any DATABASE_* or *_URL of the calling shell is dropped).
 */
const useBenchEnvironment = (dir) => {
  const dropped = [
    ...[...apps, ...Object.values(backEnds)].map((entry) => entry.urlEnv),
    ...Object.keys(process.env).filter((name) => name.startsWith('DATABASE_')),
    'RENDERED_DATABASE_URL',
    'RENDER_LOCK_DATABASE_URL',
    'RENDER_HOOK_URL',
    'RENDER_HOST',
    'PUBLIC_HOST',
  ];
  for (const name of dropped) delete process.env[name];
  Object.assign(process.env, {
    HOST: '127.0.0.1',
    PUBLIC_HOST: '127.0.0.1',
    RENDERED_DIR: renderedDirOf(dir),
    PREVIEW_SECRET: crypto.randomBytes(32).toString('base64url'),
    [apps[0].portEnv]: String(ports.shell),
    ...Object.fromEntries(
      apps.filter((app) => app.remote).map((app) => [app.portEnv, String(ports.remotes[app.remote])]),
    ),
    [backEnds.cms.portEnv]: String(ports.cms[0]),
    [backEnds.leads.portEnv]: String(ports.leads[0]),
    [backEnds.analytics.portEnv]: String(ports.analytics),
    [backEnds.render.portEnv]: String(ports.render),
  });
};

const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const checkPortsFree = async () => {
  const wanted = [ports.shell, ...Object.values(ports.remotes), ports.cms[0], ports.render];
  const busy = [];
  for (const port of wanted) if (!(await portFree(port))) busy.push(port);
  if (busy.length) throw new Error(`puertos ocupados: ${busy.join(', ')} (BENCH_CONTENT_BASE_PORT los mueve)`);
};

// ---------- the parts ----------

const startSiteCms = (dir) =>
  startCms({
    dbFile: path.join(dir, 'cms.db'),
    port: ports.cms[0],
    timeoutMs: 300_000,
    env: {
      CMS_SEED: 'true',
      CMS_ADMIN_EMAIL: ADMIN.email,
      CMS_ADMIN_PASSWORD: ADMIN.password,
      RENDER_HOOK_URL: renderHookUrl(),
      // The renderer's browser opens pages on the shell's loopback address and reads the CMS from them.
      CORS_ORIGINS: `http://127.0.0.1:${ports.shell},http://localhost:${ports.shell}`,
      SITE_URL: urlOf(apps[0]),
    },
  });

/** The shell's and the remotes' servers (serve-all.mjs), without its renderer: it starts later. */
const startStaticSite = () =>
  run('site', 'node', [path.join(ROOT, 'scripts/serve-all.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PRERENDER: 'off' },
  });

/** The figures of a "prerender: X de Y páginas en S s" line (scripts/prerender.mjs), or null. */
const PRERENDER_LINE = /prerender: (\d+) de (\d+) páginas en ([\d.]+) s/;

/**
 * The renderer's service, once the articles are in: its first run renders every page. Returns
 * `{ child, firstRun }`: `firstRun()` is the figures of the first prerender line it printed, or null.
 */
const startRenderer = () => {
  const child = run('render', 'node', [path.join(ROOT, 'scripts/render-service.mjs')], {
    cwd: ROOT,
    stdio: WITH_IPC,
  });
  let first = null;
  child.stdout.on('data', (chunk) => {
    const match = PRERENDER_LINE.exec(chunk.toString());
    if (match && !first) first = { pages: Number(match[1]), targets: Number(match[2]), seconds: Number(match[3]) };
  });
  return { child, firstRun: () => first };
};

const renderStatus = async () =>
  (await fetch(`http://127.0.0.1:${ports.render}/status`).catch(() => null))?.json() ?? null;

/**
 * Resolves with the renderer's status once it has ended a run after `since` (ms) and has been idle
 * for 3 s (a change's hook waits 250 ms, the queue 0.3 s).
 */
const renderIdleAfter = async (since, { renderer, timeoutMs }) => {
  const deadline = Date.now() + timeoutMs;
  let idleChecks = 0;
  for (;;) {
    if (renderer.child.exitCode !== null || renderer.child.signalCode !== null) {
      throw new Error('el renderizador terminó');
    }
    if (Date.now() > deadline) throw new Error(`el renderizador no terminó en ${timeoutMs / 1000} s`);
    await sleep(250);
    const status = await renderStatus();
    const ended = status?.runs?.[0] && Date.parse(status.runs[0].at) >= since;
    idleChecks = ended && !status.running ? idleChecks + 1 : 0;
    if (idleChecks === 12) return status;
  }
};

// ---------- the measurements ----------

const shellOrigin = `http://127.0.0.1:${ports.shell}`;

/** Adds the synthetic articles; the seconds it took. */
const seedArticles = async (cms, admin) => {
  const started = Date.now();
  const count = ARTICLES - SEEDED;
  if (count === 0) return 0;
  const covers = await uploadCovers(admin);
  const categories = await categoryIds(cms.baseUrl);
  log(`${covers.length} portadas subidas, ${categories.length} categorías; creando ${count} artículos…`);
  await addArticles(admin, count, { covers, categories, concurrency: SEED_CONCURRENCY, log });
  return seconds(Date.now() - started);
};

/** Adds the synthetic products; the seconds it took. */
const seedProducts = async (cms, admin) => {
  const started = Date.now();
  const count = PRODUCTS - SEEDED_PRODUCTS;
  if (count === 0) return 0;
  log(`creando ${count} productos…`);
  await addProducts(admin, count, { media: await catalogueMedia(cms.baseUrl), concurrency: SEED_CONCURRENCY, log });
  return seconds(Date.now() - started);
};

/**
 * The first run's figures: its prerender line, or else the pages in the store and the run's length
 * as the service timed it (from its process's start).
 */
const fullRenderFigures = ({ status, renderer, rendered }) => {
  const first = status.runs.at(-1); // runs are listed newest first
  const line = renderer.firstRun() ?? {
    pages: readPageSummaries(rendered).length,
    targets: null,
    seconds: first.seconds,
  };
  return { ...line, pagesPerSecond: Number((line.pages / line.seconds).toFixed(2)), code: first.code };
};

/** The article in the middle of the list the CMS gives (the rendered store's index). */
const middleArticle = (rendered) => {
  const articles = (readIndex(rendered)?.dynamicPaths ?? []).filter((p) => pageTypeOf(p).startsWith('artículo'));
  if (articles.length === 0) throw new Error('el índice del renderizado no lista artículos');
  return articles[Math.floor(articles.length / 2)];
};

/** Polls the served page every 100 ms until it contains `text`; the ms it took. */
const untilServed = async (pathname, text, timeoutMs) => {
  const started = Date.now();
  for (;;) {
    const html = await fetch(`${shellOrigin}${pathname}`)
      .then((response) => response.text())
      .catch(() => '');
    if (html.includes(text)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${pathname} no mostró la edición en ${timeoutMs / 1000} s`);
    await sleep(100);
  }
};

/** One edit of an article's description: time to fresh HTML and the pages it rendered again. */
const measureEdit = async ({ rendered, admin, renderer }) => {
  const pathname = middleArticle(rendered);
  const documentId = await articleIdOfSlug(admin, pathname.split('/').pop());
  const before = renderedTimes(rendered);
  const description = `Descripción editada en la prueba de contenido ${crypto.randomBytes(4).toString('hex')}.`;
  const editedAt = Date.now();
  await editDescription(admin, documentId, description);
  const freshMs = await untilServed(pathname, description, 300_000);
  const status = await renderIdleAfter(editedAt, { renderer, timeoutMs: 600_000 });
  const runs = status.runs.filter((entry) => Date.parse(entry.at) >= editedAt);
  const rerendered = rewrittenPages(before, renderedTimes(rendered));
  return {
    path: pathname,
    freshSeconds: seconds(freshMs),
    rerendered,
    runs: runs.length,
    runSeconds: Number(runs.reduce((sum, entry) => sum + entry.seconds, 0).toFixed(1)),
  };
};

// ---------- the report ----------

const kib = (bytes) => Number((bytes / 1024).toFixed(1));

const latency = ({ interactions, p50, max }) => `${p50} ms p50, ${max} ms máx (${interactions} sobre 16 ms)`;

const report = ({ seedSeconds, productSeconds, full, edit, sizes, catalogue }) => {
  console.info(
    `\nbench:content: ${ARTICLES} artículos (${SEEDED} del seed + ${ARTICLES - SEEDED} sintéticos), ` +
      `${PRODUCTS} productos (${SEEDED_PRODUCTS} + ${PRODUCTS - SEEDED_PRODUCTS}), ` +
      `${os.cpus().length} CPU, Node ${process.version}, RENDER_CONCURRENCY=${process.env.RENDER_CONCURRENCY || 2}`,
  );
  console.table([
    {
      medida: `artículos añadidos (admin API, ${SEED_CONCURRENCY} a la vez)`,
      valor: `${ARTICLES - SEEDED} en ${seedSeconds} s`,
    },
    { medida: 'productos añadidos', valor: `${PRODUCTS - SEEDED_PRODUCTS} en ${productSeconds} s` },
    { medida: 'renderizado completo: páginas', valor: `${full.pages} de ${full.targets ?? '?'}` },
    { medida: 'renderizado completo: duración', valor: `${full.seconds} s` },
    { medida: 'renderizado completo: páginas/s', valor: full.pagesPerSecond },
    { medida: 'una edición: artículo editado (descripción)', valor: edit.path },
    { medida: 'una edición: HTML fresco tras publicar', valor: `${edit.freshSeconds} s` },
    { medida: 'una edición: páginas renderizadas de nuevo', valor: edit.rerendered.length },
    { medida: 'una edición: corridas del renderizador', valor: `${edit.runs} (${edit.runSeconds} s)` },
    { medida: 'catálogo: tarjetas en /productos', valor: catalogue.cards },
    { medida: 'catálogo: escribir una búsqueda (por tecla)', valor: latency(catalogue.search) },
    { medida: 'catálogo: elegir una categoría', valor: latency(catalogue.category) },
    { medida: 'catálogo: abrir y cerrar un detalle', valor: latency(catalogue.detail) },
  ]);
  console.info(`páginas de la edición: ${edit.rerendered.join(', ')}`);
  console.table(
    sizes.map((row) => ({
      tipo: row.type,
      páginas: row.pages,
      'HTML gzip p50 KiB': kib(row.gzipP50),
      'HTML gzip máx KiB': kib(row.gzipMax),
      'estado p50 KiB': kib(row.stateP50),
      'estado máx KiB': kib(row.stateMax),
    })),
  );
};

// ---------- the run ----------

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-bench-content-'));
let cms = null;
let removed = false;
const removeDir = () => {
  if (removed) return;
  removed = true;
  if (values.keep) log(`carpeta conservada: ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
};
// Ctrl-C: processes.mjs stops the children it started and ends this process 1.5 s later; the CMS
// goes at once (its database is thrown away), the folder once the renderer's last writes are over.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    cms?.child.kill('SIGKILL');
    setTimeout(removeDir, 1000);
  });
}
process.on('exit', removeDir);

let exitCode = 0;
try {
  if ((await runToEnd('node', [path.join(ROOT, 'scripts/build.mjs'), '--missing'])) !== 0) throw new Error('build');
  useBenchEnvironment(dir);
  await checkPortsFree();
  log(`sitio de prueba en ${shellOrigin} (CMS :${ports.cms[0]}, renderizador :${ports.render}), carpeta ${dir}`);
  startStaticSite();
  const cmsStarted = Date.now();
  cms = await startSiteCms(dir);
  log(`CMS con el contenido del seed en ${seconds(Date.now() - cmsStarted)} s`);
  const admin = adminClient({ baseUrl: cms.baseUrl, token: await adminLogin(cms, ADMIN) });
  const { pagination } = await admin.call('GET', `/content-manager/collection-types/${ARTICLE_UID}?pageSize=1`);
  if (pagination.total !== SEEDED) throw new Error(`el seed dejó ${pagination.total} artículos, no ${SEEDED}`);
  const seedSeconds = await seedArticles(cms, admin);
  const productSeconds = await seedProducts(cms, admin);

  log('renderizado completo…');
  const renderStarted = Date.now();
  const renderer = startRenderer();
  const status = await renderIdleAfter(renderStarted, { renderer, timeoutMs: (300 + 5 * ARTICLES) * 1000 });
  const full = fullRenderFigures({ status, renderer, rendered: renderedDirOf(dir) });
  if (full.code !== 0) log(`el renderizado completo terminó con código ${full.code} (páginas fallidas arriba)`);

  log('tamaños de las páginas…');
  const measured = await measurePages({ shellOrigin, dir: renderedDirOf(dir) });
  const unrendered = measured.filter((page) => !page.rendered).map((page) => page.path);
  if (unrendered.length) log(`sin bloque de estado (no renderizadas): ${unrendered.join(', ')}`);

  log('el catálogo en Chromium…');
  const catalogue = await measureCatalogue({
    shellOrigin,
    screenshots: values.screenshots && path.resolve(values.screenshots),
  });

  log('una edición…');
  const edit = await measureEdit({ rendered: renderedDirOf(dir), admin, renderer });

  const figures = {
    articles: ARTICLES,
    seeded: SEEDED,
    products: PRODUCTS,
    seedSeconds,
    productSeconds,
    full,
    edit,
    sizes: sizeSummary(measured),
    catalogue,
  };
  report(figures);
  if (values.json) {
    const extra = { cpus: os.cpus().length, node: process.version, at: new Date().toISOString() };
    fs.writeFileSync(path.resolve(values.json), `${JSON.stringify({ ...figures, ...extra }, null, 2)}\n`);
    log(`cifras en ${values.json}`);
  }
} catch (error) {
  console.error(`bench:content: ${error.message}`);
  exitCode = 1;
} finally {
  await stopAllAndWait();
  await cms?.stop();
  removeDir();
}
process.exit(exitCode);

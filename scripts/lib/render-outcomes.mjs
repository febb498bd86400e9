// What became of each page the renderer rendered (docs/rendering.md, "What went live"): its path, the
// entries it showed, whether its last render went live or failed, when, and why in the editors' words.
// Kept beside the pages in the rendered store (`outcomes/<page>.json`), so with RENDERED_DATABASE_URL
// every instance's copy holds them too (rendered-replica.mjs). The renderer's service answers an entry's
// outcome to the CMS (GET /outcome, render-endpoint.mjs), which shows it in the admin's edit view.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { changedFileReader } from './files.mjs';
import { outcomeFile, outcomeName, readPageSummaries, writeRendered } from './rendered-store.mjs';

const CMS_READS_FILE = path.join(ROOT, 'shared/src/api/cms/cms-reads.json');

/** What a section shows, by the model it reads, as an editor names it. */
const SHOWN = {
  article: 'los artículos',
  category: 'las categorías del blog',
  case: 'los casos de éxito',
  material: 'los materiales',
  product: 'los productos',
  'product-category': 'las categorías de productos',
  'team-member': 'el equipo',
  partner: 'los partners',
  'client-logo': 'los logos de clientes',
  'podcast-episode': 'los episodios del podcast',
  page: 'el contenido de la página',
  service: 'los servicios',
};

let callModels = null;
/** CMS call name → model (cms-reads.json), read once. */
const modelOfCall = (call) => {
  if (!callModels) {
    try {
      const { calls } = JSON.parse(fs.readFileSync(CMS_READS_FILE, 'utf8'));
      callModels = new Map(Object.entries(calls).map(([name, spec]) => [name, spec.model]));
    } catch {
      callModels = new Map();
    }
  }
  return callModels.get(call);
};

/** A read's key (`team-members`, `article:slug`) → what it shows, in the editors' words. */
export const shownBy = (key) => {
  const call = String(key).trim().replace(/^"|"$/g, '').split(':')[0];
  const model = modelOfCall(call);
  return SHOWN[model] ?? `los datos «${call}»`;
};

/** «a», «a y b», «a, b y c». */
const listed = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`);

const unique = (items) => [...new Set(items)];

/** A reason already in an editor's words (a section's own, named by the section kit): passed on as it is. */
const EDITOR_WORDS = /^(?:La sección|Las secciones|La página|El CMS) /;

const STILL_LOADING = 'la página quedó cargando';
const UNSETTLED = /^CMS: (.+) sin respuesta aún$/;
const FAILED_READ = /^CMS: (.+)$/;
const INCOMPLETE = /^lista incompleta/;
const LATE_READS = /: sin respuesta en ([\d.]+) s de (.+)$/;
const REMOTE_DOWN = /^remoto no disponible: ([^/]+)/;
const NO_LOADER = / no exporta su loader$/;
const TOO_LONG = /^el render no terminó en ([\d.]+) s/;
const SERVER_DOWN = /^(?:HTTP \d+|page\.goto|net::|.*ERR_CONNECTION)/;
const STATUS = /^estado (\d+)$/;

/**
 * The render's reasons not to publish a page (render-pass.mjs errors, e.g. "la página quedó cargando",
 * "CMS: team-members sin respuesta aún", "content/BlogPage: sin respuesta en 10 s de \"articles\"",
 * "JS: …", "estado 404"), as sentences an editor reads. A section's own reason («La sección «Nuestro
 * equipo» no recibió datos del CMS») is passed on unchanged and stands for the generic ones it explains.
 */
export const failureReasons = (errors = [], { status, expected = 200 } = {}) => {
  const own = [];
  const unsettled = [];
  const failed = [];
  const late = [];
  let loading = false;
  let incomplete = false;
  let scriptError = false;
  const others = [];
  // A section's own reason may come as a script error («JS: La sección …»).
  const messages = errors.map((item) =>
    String(item)
      .trim()
      .replace(/^JS: (?=La sección|Las secciones)/, ''),
  );
  for (const error of messages.filter(Boolean)) {
    let match;
    if (EDITOR_WORDS.test(error)) own.push(error);
    else if (error === STILL_LOADING) loading = true;
    else if ((match = UNSETTLED.exec(error))) unsettled.push(shownBy(match[1]));
    else if ((match = FAILED_READ.exec(error))) {
      if (INCOMPLETE.test(match[1])) incomplete = true;
      else failed.push(shownBy(match[1]));
    } else if ((match = LATE_READS.exec(error))) {
      const keys = match[2].split(/",\s*"/).map((key) => key.replace(/"/g, ''));
      late.push({ seconds: match[1], shown: keys.map(shownBy) });
    } else if ((match = REMOTE_DOWN.exec(error)))
      others.push(`La parte del sitio que muestra esta página (${match[1]}) no respondió`);
    else if (NO_LOADER.test(error))
      others.push('La página no declara los datos que lee: es un error del código del sitio');
    else if ((match = TOO_LONG.exec(error))) others.push(`La página no terminó de generarse en ${match[1]} s`);
    else if (SERVER_DOWN.test(error)) others.push('El sitio no respondió al renderizador');
    else if ((match = STATUS.exec(error))) others.push(statusReason(Number(match[1]), expected));
    else scriptError = true;
  }
  const reasons = [...own];
  if (own.length === 0 && (loading || unsettled.length > 0)) {
    const sections = unique(unsettled);
    if (sections.length === 0) reasons.push('La página no terminó de cargar: una sección quedó esperando sus datos');
    else if (sections.length === 1)
      reasons.push(`La página no terminó de cargar: la sección que muestra ${sections[0]} no recibió datos del CMS`);
    else
      reasons.push(
        `La página no terminó de cargar: las secciones que muestran ${listed(sections)} no recibieron datos del CMS`,
      );
  }
  if (failed.length > 0) reasons.push(`El CMS no respondió al leer ${listed(unique(failed))}`);
  for (const { seconds, shown } of late)
    reasons.push(`El CMS no respondió en ${seconds} s al leer ${listed(unique(shown))}`);
  if (incomplete)
    reasons.push('El CMS entregó una lista incompleta; la página no se publicó para no mostrarla a medias');
  reasons.push(...others);
  if (scriptError) reasons.push('La página mostró un error');
  if (reasons.length === 0 && status !== undefined && status !== expected) reasons.push(statusReason(status, expected));
  return unique(reasons);
};

const statusReason = (status, expected) => {
  if (status === 404 && expected !== 404)
    return 'La página respondió «no encontrada» (404): no hay nada publicado en esa dirección';
  return `La página respondió con estado ${status}`;
};

const reader = changedFileReader(JSON.parse);

/** The last outcome stored for a page, or null. */
export const readOutcome = (dir, pathname) => reader(outcomeFile(dir, pathname))?.value ?? null;

/**
 * Stores a page's outcome. `live`: its HTML was written now. `failed`: nothing was written, its last
 * good HTML (rendered at `renderedAt`, kept from the outcome before) is still what the site answers.
 * @param {string} dir  the rendered store's folder
 * @param {{ path: string, status: 'live' | 'failed', entries?: Record<string, string[]>,
 *   errors?: string[], httpStatus?: number, expected?: number, at?: string }} outcome
 */
export const writeOutcome = (dir, { path: pathname, status, entries = {}, errors = [], httpStatus, expected, at }) => {
  const now = at ?? new Date().toISOString();
  const before = readOutcome(dir, pathname);
  const shown = status === 'live' ? entries : mergeEntries(before?.entries, entries);
  const record =
    status === 'live'
      ? { path: pathname, status, entries: shown, attemptedAt: now, renderedAt: now, reasons: [], errors: [] }
      : {
          path: pathname,
          status,
          entries: shown,
          attemptedAt: now,
          renderedAt: before?.renderedAt ?? lastRenderOf(dir, pathname),
          reasons: failureReasons(errors, { status: httpStatus, expected }),
          errors,
        };
  writeRendered(dir, outcomeName(pathname), JSON.stringify(record));
  return record;
};

const mergeEntries = (a = {}, b = {}) =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((model) => [
      model,
      [...new Set([...(a[model] ?? []), ...(b[model] ?? [])])].sort(),
    ]),
  );

/** When the page's stored HTML was rendered (a page rendered before outcomes were kept), or null. */
const lastRenderOf = (dir, pathname) =>
  readPageSummaries(dir).find((page) => page.path === pathname)?.renderedAt ?? null;

/** Every outcome stored, by path. */
const readOutcomes = (dir) => {
  const folder = path.join(dir, 'outcomes');
  if (!fs.existsSync(folder)) return new Map();
  const outcomes = new Map();
  for (const name of fs.readdirSync(folder)) {
    if (!name.endsWith('.json')) continue;
    const value = reader(path.join(folder, name))?.value;
    if (value?.path) outcomes.set(value.path, value);
  }
  return outcomes;
};

/** The pages whose last render failed (their last good HTML, or none, is what the site answers). */
export const failedPaths = (dir) =>
  [...readOutcomes(dir).values()].filter((outcome) => outcome.status === 'failed').map((outcome) => outcome.path);

/**
 * The pages of one entry and what became of each: the pages whose render showed it (by the entries each
 * stored), and `paths` (where the CMS says the entry is seen: its own page, or the page listing it),
 * each `{ path, status: 'live' | 'failed' | 'pendiente', renderedAt, attemptedAt, reasons }`;
 * 'pendiente': never rendered.
 */
export const outcomesOfEntry = (dir, { model, documentId, paths = [] }) => {
  const outcomes = readOutcomes(dir);
  const pages = new Map();
  const add = (record) => {
    if (!pages.has(record.path)) pages.set(record.path, record);
  };
  const showed = (entries) => (entries?.[model] ?? []).includes(documentId);
  for (const pathname of paths) {
    const outcome = outcomes.get(pathname);
    if (outcome) add(outcome);
  }
  const summaries = readPageSummaries(dir);
  for (const pathname of paths) {
    const page = summaries.find((summary) => summary.path === pathname);
    if (page) add(asLive(page));
    else add({ path: pathname, status: 'pendiente', renderedAt: null, attemptedAt: null, reasons: [] });
  }
  for (const outcome of outcomes.values()) if (showed(outcome.entries)) add(outcome);
  // Pages rendered before outcomes were kept: their stored HTML is live.
  for (const page of summaries) if (showed(page.entries)) add(outcomes.get(page.path) ?? asLive(page));
  return [...pages.values()].map(({ path: pagePath, status, renderedAt, attemptedAt, reasons }) => ({
    path: pagePath,
    status,
    renderedAt: renderedAt ?? null,
    attemptedAt: attemptedAt ?? null,
    reasons: reasons ?? [],
  }));
};

const asLive = (page) => ({
  path: page.path,
  status: 'live',
  entries: page.entries,
  renderedAt: page.renderedAt ?? null,
  attemptedAt: page.renderedAt ?? null,
  reasons: [],
});

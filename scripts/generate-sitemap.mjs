// sitemap.xml: the pages of the route list (shared/src/routes/site-routes.cjs) as their `sitemap`
// field says: each static page, and one URL per CMS entry (pages built in the CMS, blog articles, success
// cases) and per further page of a list for the pages with parameters; past the protocol's limits, a
// sitemap index and its parts. When the CMS does not answer, the static pages and the pages built in the
// CMS the code links to (shared/src/config/cms-page-paths.cjs) alone (and a warning).
// `node scripts/generate-sitemap.mjs [--out file]` writes shell/dist/sitemap.xml (for static
// deploys); the static server also answers /sitemap.xml itself, fresh from the CMS.
// Environment: CMS_URL (default http://localhost:1337), SITE_URL (canonical origin, default the
// `siteUrl` of shared/src/config/site-config.ts, which the pages' canonical links use).
import fs from 'node:fs';
import path from 'node:path';
import { fillRoute, routeParamNames, staticPrefix } from '../shared/src/routes/match-route.cjs';
import { linkedCmsPagePaths, matchSitePage, publicStaticPaths, sitePages } from './audit/site-routes.mjs';
import { backEnds, ROOT, urlOf } from './lib/apps.mjs';

/** The canonical origin of the site (the one the Seo component writes in canonical links). */
export const canonicalSiteUrl = () => {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/$/, '');
  const config = fs.readFileSync(path.join(ROOT, 'shared/src/config/site-config.ts'), 'utf8');
  return /siteUrl:\s*'([^']+)'/.exec(config)?.[1] ?? 'https://www.linx.cl';
};

/** One CMS answer: its entries and Strapi's pagination. */
const getAnswer = async (cmsUrl, query, timeoutMs) => {
  const response = await fetch(`${cmsUrl.replace(/\/$/, '')}/api/${query}`, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: process.env.CMS_READ_TOKEN ? { Authorization: `Bearer ${process.env.CMS_READ_TOKEN}` } : {},
  });
  if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
  const body = await response.json();
  return { data: body.data ?? [], pagination: body.meta?.pagination ?? {} };
};

/** The CMS's largest page (config/api.js maxLimit): a collection is read page by page, never cut. */
const CMS_PAGE_SIZE = 1000;

/**
 * The query listing a page's CMS collection: each parameter is the entry's field of the same name
 * (Strapi always answers `id`), plus `updatedAt` for <lastmod>.
 */
const entriesQuery = (page, number) => {
  const paging = `pagination[page]=${number}&pagination[pageSize]=${CMS_PAGE_SIZE}&sort=id:asc`;
  if (page.entryPath) {
    // Entries that hold their whole path (pages built in the CMS): those under the route's fixed start.
    const start = staticPrefix(page.path);
    return `${page.entriesOf}?filters[${page.entryPath}][$startsWith]=${start}/&fields[0]=${page.entryPath}&fields[1]=updatedAt&fields[2]=noindex&${paging}`;
  }
  const fields = [...routeParamNames(page.path).filter((name) => name !== 'id'), 'updatedAt'];
  const list = fields.map((field, index) => `fields[${index}]=${field}`).join('&');
  return `${page.entriesOf}?${list}&${paging}`;
};

/** Every entry of a page's collection, however many: one request per 1,000 (docs/decisions.md 12). */
const allEntries = async (cmsUrl, page, timeoutMs) => {
  const first = await getAnswer(cmsUrl, entriesQuery(page, 1), timeoutMs);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, (first.pagination.pageCount ?? 1) - 1) }, (_, index) =>
      getAnswer(cmsUrl, entriesQuery(page, index + 2), timeoutMs),
    ),
  );
  return [first, ...rest].flatMap((answer) => answer.data);
};

/**
 * The URLs of one page per CMS entry (articles, cases, pages built in the CMS); entries without a parameter's
 * value, or whose path the route does not open (another route of the list opens it first), are skipped.
 * `noindex` entries are rendered, not listed in the sitemap.
 */
const entryUrls = (page, entries) => {
  if (page.entryPath) {
    return entries
      .filter(
        (entry) =>
          typeof entry[page.entryPath] === 'string' && matchSitePage(entry[page.entryPath])?.route.key === page.key,
      )
      .map((entry) => ({ path: entry[page.entryPath], lastmod: entry.updatedAt, noindex: entry.noindex === true }));
  }
  const names = routeParamNames(page.path);
  return entries
    .filter((entry) => names.every((name) => entry[name] !== undefined && entry[name] !== null && entry[name] !== ''))
    .map((entry) => ({
      path: fillRoute(page.path, Object.fromEntries(names.map((name) => [name, entry[name]]))),
      lastmod: entry.updatedAt,
    }));
};

/** The URLs of a list's pages after the first (`/blog/pagina/2` …), from the collection's count. */
const listPageUrls = async (cmsUrl, page, timeoutMs) => {
  const { pagination } = await getAnswer(cmsUrl, `${page.pagesOf}?fields[0]=id&pagination[pageSize]=1`, timeoutMs);
  const count = Math.ceil((pagination.total ?? 0) / page.pageSize);
  return Array.from({ length: Math.max(0, count - 1) }, (_, index) => ({
    path: fillRoute(page.path, { page: String(index + 2) }),
  }));
};

/** Article, case and CMS-built page URLs and the lists' further pages, from the CMS; `null` when the CMS cannot be read. */
export const cmsEntries = async ({ cmsUrl = urlOf(backEnds.cms), timeoutMs = 3000 } = {}) => {
  const pages = sitePages.filter((page) => page.sitemap === 'cms-entries' || page.sitemap === 'cms-pages');
  try {
    const lists = await Promise.all(
      pages.map(async (page) =>
        page.sitemap === 'cms-pages'
          ? listPageUrls(cmsUrl, page, timeoutMs)
          : entryUrls(page, await allEntries(cmsUrl, page, timeoutMs)),
      ),
    );
    return lists.flat();
  } catch (error) {
    console.warn(
      `sitemap: el CMS no respondió (${error.message}); solo rutas estáticas y las páginas del CMS que el sitio enlaza.`,
    );
    return null;
  }
};

const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]);

/** The sitemap protocol's limits for one file: 50,000 URLs and 50 MiB uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

/** The URL of part `n` (1-based) of a sitemap that outgrew one file. */
export const sitemapPartPath = (n) => `/sitemap-${n}.xml`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const urlset = (lines) =>
  [XML_HEAD, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...lines, '</urlset>', ''].join('\n');

/** `<url>` lines split into files within the limits (a file's frame counted with its lines). */
const splitWithin = (lines, limits) => {
  const frame = Buffer.byteLength(urlset([]));
  const parts = [[]];
  let bytes = frame;
  for (const line of lines) {
    const size = Buffer.byteLength(line) + 1;
    if (parts.at(-1).length >= limits.urls || bytes + size > limits.bytes) {
      parts.push([]);
      bytes = frame;
    }
    parts.at(-1).push(line);
    bytes += size;
  }
  return parts;
};

/**
 * Builds the sitemap, static pages first; `complete` is false when the CMS part is missing. Within the
 * protocol's limits it is one file (`xml`, `parts` empty); beyond them `xml` is a sitemap index naming
 * `/sitemap-1.xml` … and `parts` holds their XML, so every published entry is listed (docs/decisions.md 12).
 */
export const buildSitemap = async ({
  siteUrl = canonicalSiteUrl(),
  cmsUrl,
  timeoutMs,
  limits = SITEMAP_LIMITS,
} = {}) => {
  const dynamic = await cmsEntries({ cmsUrl, timeoutMs });
  // Without the CMS, the pages built in it the code links to (the home, the service pages…) stand for its pages.
  const cmsPages = dynamic ?? linkedCmsPagePaths().map((url) => ({ path: url }));
  const entries = [...publicStaticPaths().map((url) => ({ path: url })), ...cmsPages.filter((e) => !e.noindex)];
  const lines = entries.map(({ path: url, lastmod }) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${url === '/' ? '/' : url}`)}</loc>`;
    const date = lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : '';
    return `  <url>${loc}${date}</url>`;
  });
  const split = splitWithin(lines, limits);
  const complete = dynamic !== null;
  if (split.length === 1) return { xml: urlset(lines), parts: [], complete, count: entries.length };
  const xml = [
    XML_HEAD,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...split.map(
      (_, index) => `  <sitemap><loc>${escapeXml(`${siteUrl}${sitemapPartPath(index + 1)}`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
  return { xml, parts: split.map(urlset), complete, count: entries.length };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > 0 ? process.argv[outIndex + 1] : path.join(ROOT, 'shell', 'dist', 'sitemap.xml');
  const { xml, parts, count, complete } = await buildSitemap();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, xml);
  parts.forEach((part, index) => fs.writeFileSync(path.join(path.dirname(out), sitemapPartPath(index + 1)), part));
  console.info(`sitemap: ${count} URL${complete ? '' : ' (sin el CMS)'} → ${path.relative(ROOT, out)}`);
}

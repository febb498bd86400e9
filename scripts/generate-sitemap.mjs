// sitemap.xml: the pages of the route list (shared/src/routes/site-routes.cjs) as their `sitemap`
// field says: each static page, and one URL per CMS entry (blog articles, success cases) for the
// pages with parameters. When the CMS does not answer, the static pages alone (and a warning).
// `node scripts/generate-sitemap.mjs [--out file]` writes shell/dist/sitemap.xml (for static
// deploys); the static server also answers /sitemap.xml itself, fresh from the CMS.
// Environment: CMS_URL (default http://localhost:1337), SITE_URL (canonical origin, default the
// `siteUrl` of shared/src/config/site-config.ts, which the pages' canonical links use).
import fs from 'node:fs';
import path from 'node:path';
import { fillRoute, matchRoute, routeParamNames } from '../shared/src/routes/match-route.cjs';
import { publicStaticPaths, sitePages } from './audit/site-routes.mjs';
import { backEnds, ROOT, urlOf } from './lib/apps.mjs';

/** The canonical origin of the site (the one the Seo component writes in canonical links). */
export const canonicalSiteUrl = () => {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/$/, '');
  const config = fs.readFileSync(path.join(ROOT, 'shared/src/config/site-config.ts'), 'utf8');
  return /siteUrl:\s*'([^']+)'/.exec(config)?.[1] ?? 'https://www.linx.cl';
};

const getData = async (cmsUrl, query, timeoutMs) => {
  const response = await fetch(`${cmsUrl.replace(/\/$/, '')}/api/${query}`, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: process.env.CMS_READ_TOKEN ? { Authorization: `Bearer ${process.env.CMS_READ_TOKEN}` } : {},
  });
  if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
  return (await response.json()).data ?? [];
};

/**
 * The query listing a page's CMS collection: each parameter is the entry's field of the same name
 * (Strapi always answers `id`), plus `updatedAt` for <lastmod>.
 */
const entriesQuery = (page) => {
  if (page.entryPath) {
    // Entries that hold their whole path (pages built in the CMS): those under the route's fixed start.
    const start = page.path.split('/:')[0];
    return `${page.entriesOf}?filters[${page.entryPath}][$startsWith]=${start}/&fields[0]=${page.entryPath}&fields[1]=updatedAt&fields[2]=noindex&pagination[pageSize]=1000&sort=id:asc`;
  }
  const fields = [...routeParamNames(page.path).filter((name) => name !== 'id'), 'updatedAt'];
  const list = fields.map((field, index) => `fields[${index}]=${field}`).join('&');
  return `${page.entriesOf}?${list}&pagination[pageSize]=1000&sort=id:asc`;
};

/**
 * The URLs of one page per CMS entry (articles, cases, campaign pages); entries without a parameter's value,
 * or whose path the route does not open, are skipped. `noindex` entries are rendered, not listed in the sitemap.
 */
const entryUrls = (page, entries) => {
  if (page.entryPath) {
    return entries
      .filter((entry) => typeof entry[page.entryPath] === 'string' && matchRoute([page], entry[page.entryPath]))
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

/** Article, case and campaign page URLs from the CMS; `null` when the CMS cannot be read. */
export const cmsEntries = async ({ cmsUrl = urlOf(backEnds.cms), timeoutMs = 3000 } = {}) => {
  const pages = sitePages.filter((page) => page.sitemap === 'cms-entries');
  try {
    const lists = await Promise.all(pages.map((page) => getData(cmsUrl, entriesQuery(page), timeoutMs)));
    return pages.flatMap((page, index) => entryUrls(page, lists[index]));
  } catch (error) {
    console.warn(`sitemap: el CMS no respondió (${error.message}); solo rutas estáticas.`);
    return null;
  }
};

const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]);

/** Builds the XML, static pages first; `complete` is false when the CMS part is missing. */
export const buildSitemap = async ({ siteUrl = canonicalSiteUrl(), cmsUrl, timeoutMs } = {}) => {
  const dynamic = await cmsEntries({ cmsUrl, timeoutMs });
  const entries = [...publicStaticPaths().map((url) => ({ path: url })), ...(dynamic ?? []).filter((e) => !e.noindex)];
  const urls = entries.map(({ path: url, lastmod }) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${url === '/' ? '/' : url}`)}</loc>`;
    const date = lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : '';
    return `  <url>${loc}${date}</url>`;
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return { xml, complete: dynamic !== null, count: entries.length };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > 0 ? process.argv[outIndex + 1] : path.join(ROOT, 'shell', 'dist', 'sitemap.xml');
  const { xml, count, complete } = await buildSitemap();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, xml);
  console.info(`sitemap: ${count} URL${complete ? '' : ' (sin el CMS)'} → ${path.relative(ROOT, out)}`);
}

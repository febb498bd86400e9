// What the content benchmark (scripts/bench-content.mjs) measures of the rendered pages: their type
// (by route), the gzip size of the HTML the shell's server answers and the bytes of the state block
// it embeds (the CMS answers the page was rendered with), and which pages a render run rewrote.
import { gzipSync } from 'node:zlib';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';
import { matchSitePage } from '../audit/site-routes.mjs';
import { quantile } from './cluster-load.mjs';
import { NOT_FOUND, readPageSummaries } from './rendered-store.mjs';

const HOME = 'inicio (/)';
/** Page types the report has a row for, by route key, and the home; every other page is "otras". */
const TYPE_OF_ROUTE = {
  blog: 'blog (/blog)',
  blogPage: 'blog (/blog/pagina/N)',
  blogArticle: 'artículo (/blog/:slug)',
  caseDetail: 'caso (/casos-exito/:slug)',
  products: 'productos (/productos)',
};
export const PAGE_TYPES = [HOME, ...Object.values(TYPE_OF_ROUTE), 'otras'];

export const pageTypeOf = (pathname) => {
  if (pathname === '/') return HOME;
  return pathname === NOT_FOUND ? 'otras' : (TYPE_OF_ROUTE[matchSitePage(pathname)?.route.key] ?? 'otras');
};

const STATE_BLOCK = new RegExp(`<script[^>]*\\bid="${renderProtocol.elements.state}"[^>]*>([^]*?)</script>`);

/** Bytes of the page's embedded state (its JSON block), 0 when it has none. */
export const stateBytes = (html) => Buffer.byteLength(STATE_BLOCK.exec(html)?.[1] ?? '');

/** Runs `task` on every item, `concurrency` at a time; resolves with the results in order. */
export const mapBounded = async (items, concurrency, task) => {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await task(items[i], i);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
};

/**
 * Every rendered page as the shell's server answers it: `{ path, type, status, gzipBytes, stateBytes,
 * rendered }` (`rendered`: the answer carries the state block, i.e. it is the rendered HTML).
 */
export const measurePages = async ({ shellOrigin, dir, concurrency = 4 }) => {
  const paths = readPageSummaries(dir).map((page) => page.path);
  return mapBounded(paths.sort(), concurrency, async (pathname) => {
    const response = await fetch(`${shellOrigin}${pathname}`, { headers: { 'Accept-Encoding': 'identity' } });
    const html = await response.text();
    const state = stateBytes(html);
    return {
      path: pathname,
      type: pageTypeOf(pathname),
      status: response.status,
      gzipBytes: gzipSync(html).length,
      stateBytes: state,
      rendered: state > 0,
    };
  });
};

/** One entry per page type: `{ type, pages, gzipP50, gzipMax, stateP50, stateMax }`, in bytes. */
export const sizeSummary = (measured) =>
  PAGE_TYPES.flatMap((type) => {
    const pages = measured.filter((page) => page.type === type);
    if (pages.length === 0) return [];
    const gzip = pages.map((page) => page.gzipBytes);
    const state = pages.map((page) => page.stateBytes);
    return [
      {
        type,
        pages: pages.length,
        gzipP50: quantile(gzip, 0.5),
        gzipMax: Math.max(...gzip),
        stateP50: quantile(state, 0.5),
        stateMax: Math.max(...state),
      },
    ];
  });

/** Each rendered page's `renderedAt`, by path. */
export const renderedTimes = (dir) => new Map(readPageSummaries(dir).map((page) => [page.path, page.renderedAt]));

/** The pages written between two snapshots of `renderedTimes` (new ones and rewritten ones). */
export const rewrittenPages = (before, after) =>
  [...after].filter(([pathname, at]) => before.get(pathname) !== at).map(([pathname]) => pathname);

// The shell's /sitemap.xml (and /sitemap-N.xml when it outgrows one file): built from the route list
// and the CMS (scripts/generate-sitemap.mjs), kept in memory so crawlers never make the CMS work per
// request, and built again as soon as the renderer lists the CMS anew (a publish, an unpublish:
// lib/site-listing.mjs).
import { buildSitemap, sitemapPartPath } from '../generate-sitemap.mjs';
import { readIndex, renderedDir } from './rendered-store.mjs';

/** The sitemap's URLs this responder answers: the file or index, and its parts. */
export const isSitemapPath = (pathname) => /^\/sitemap(?:-[1-9]\d{0,5})?\.xml$/.test(pathname);

export /** /sitemap.xml and its parts from the route table and the CMS; kept 10 min (30 s while the CMS is down). */
const sitemapResponder = (cmsUrl, { limits, dir = renderedDir() } = {}) => {
  let cached = null;
  return async (req, res, pathname = '/sitemap.xml') => {
    const listedAt = readIndex(dir)?.listedAt;
    if (!cached || cached.expires < Date.now() || cached.listedAt !== listedAt) {
      const pending = buildSitemap({ cmsUrl, timeoutMs: 3000, limits });
      cached = { pending, expires: Date.now() + 30_000, listedAt };
      pending.then(({ complete }) => {
        if (complete && cached?.pending === pending) cached.expires = Date.now() + 600_000;
      });
    }
    const { xml, parts } = await cached.pending;
    const index = parts.findIndex((_, n) => sitemapPartPath(n + 1) === pathname);
    if (pathname !== '/sitemap.xml' && index < 0) throw new Error(`${pathname}: no existe esa parte`);
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : index < 0 ? xml : parts[index]);
  };
};

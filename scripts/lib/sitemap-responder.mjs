// The shell's /sitemap.xml: built from the route list and the CMS (scripts/generate-sitemap.mjs),
// kept in memory so crawlers never make the CMS work per request.
import { buildSitemap } from '../generate-sitemap.mjs';
import { readIndex, renderedDir } from './rendered-store.mjs';

/** When the renderer last listed the CMS's entries (its index); a new listing is a new sitemap. */
const renderedListing = () => readIndex(renderedDir())?.listedAt ?? null;

export /**
 * /sitemap.xml from the route table and the CMS; kept 10 min (30 s while the CMS is down), and built
 * again as soon as the renderer lists the CMS's entries anew (a page published or unpublished).
 */
const sitemapResponder = (cmsUrl, listing = renderedListing) => {
  let cached = null;
  return async (req, res) => {
    const listedAt = listing();
    if (!cached || cached.expires < Date.now() || cached.listedAt !== listedAt) {
      const pending = buildSitemap({ cmsUrl, timeoutMs: 3000 });
      cached = { pending, expires: Date.now() + 30_000, listedAt };
      pending.then(({ complete }) => {
        if (complete && cached?.pending === pending) cached.expires = Date.now() + 600_000;
      });
    }
    const { xml } = await cached.pending;
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : xml);
  };
};

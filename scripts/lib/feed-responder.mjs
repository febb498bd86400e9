// The shell's /blog/feed.xml and /casos-exito/feed.xml (shared/src/config/site-feeds.cjs): the files
// the renderer wrote under RENDERED_DIR (site-feeds.mjs), read again only when they change. A feed
// never written (no renderer: PRERENDER=off) is made from the CMS and kept 10 min (30 s when it fails).
import { siteFeeds } from '../../shared/src/config/site-feeds.cjs';
import { changedFileReader } from './files.mjs';
import { renderedDir } from './rendered-store.mjs';
import { sendPlain } from './safe-request.mjs';
import { buildFeed, feedFile, readFeedEntries } from './site-feeds.mjs';

export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

export const feedResponder = ({ cmsUrl, dir = renderedDir() }) => {
  const byPath = new Map(siteFeeds.map((feed) => [feed.path, feed]));
  const readFile = changedFileReader((text) => text);
  const made = new Map();

  const madeFromCms = (feed) => {
    const cached = made.get(feed.key);
    if (cached && cached.expires > Date.now()) return cached.pending;
    const pending = readFeedEntries(feed, { cmsUrl, timeoutMs: 3000 }).then(
      (entries) => buildFeed(feed, entries),
      () => null,
    );
    const entry = { pending, expires: Date.now() + 30_000 };
    made.set(feed.key, entry);
    pending.then((xml) => {
      if (xml !== null) entry.expires = Date.now() + 600_000;
    });
    return pending;
  };

  return {
    has: (pathname) => byPath.has(pathname),
    /** Answers the feed at `pathname`; 503 when it was never written and the CMS does not answer. */
    async answer(req, res, pathname) {
      const feed = byPath.get(pathname);
      const xml = readFile(feedFile(dir, feed))?.value ?? (await madeFromCms(feed));
      if (xml === null) return sendPlain(res, 503, 'Feed no disponible por el momento');
      res.writeHead(200, {
        'Content-Type': ATOM_TYPE,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : xml);
    },
  };
};

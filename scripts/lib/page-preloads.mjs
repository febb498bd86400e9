// The files a rendered page names at render time, stored with it as data: its remote's entry, the
// page's stylesheets and scripts (read from the remote's manifest by shared/src/federation/page-files.cjs)
// and the remote's origin to connect to early. page-document.mjs turns them into head links and the
// page starter's data (docs/rendering.md, "The page starter").
import { pageFiles } from '../../shared/src/federation/page-files.cjs';
import { readRouteTable } from '../audit/site-routes.mjs';
import { routeMatcher } from './site-documents.mjs';

/**
 * A remote's manifest, or null when it cannot be read. `manifests` holds the ones a render run has
 * read, by URL: each is read once per run, as the renderer's browser loads each remote once; a
 * failed read is not kept (the next page asks again).
 */
export const manifestOf = (url, manifests) => {
  if (!manifests.has(url)) {
    const pending = fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.json())
      .catch(() => {
        manifests.delete(url);
        return null;
      });
    manifests.set(url, pending);
  }
  return manifests.get(url);
};

/**
 * `{ preloads, manifestUrl }`: `{ preconnect, entry, styles, scripts }` (null when the manifest
 * cannot be read; `preconnect` null when the remote is on the shell's origin), and the remote
 * address they are valid for (null for a page of no remote).
 */
export const pagePreloads = async ({ pathname, config, shellOrigin, manifests = new Map() }) => {
  const route = routeMatcher()(pathname);
  const entry = route && readRouteTable().find((candidate) => candidate.path === route.pattern);
  if (!entry) return { preloads: null, manifestUrl: null };
  const manifestUrl = config.remotes[entry.remote];
  const manifest = await manifestOf(manifestUrl, manifests);
  if (!manifest) return { preloads: null, manifestUrl };
  const origin = new URL(manifestUrl).origin;
  const preconnect = origin === new URL(shellOrigin).origin ? null : origin;
  return { preloads: { preconnect, ...pageFiles(manifest, manifestUrl, entry.expose) }, manifestUrl };
};

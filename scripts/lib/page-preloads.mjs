// The files a rendered page names at render time, stored with it as data: its remote's entry, the
// page's stylesheets and scripts (read from the remote's manifest by shared/src/federation/page-files.cjs)
// and the remote's origin to connect to early. page-document.mjs turns them into head links and the
// page starter's data (docs/rendering.md, "The page starter").
import { pageFiles } from '../../shared/src/federation/page-files.cjs';
import { readRouteTable } from '../audit/site-routes.mjs';
import { routeMatcher } from './site-documents.mjs';

/**
 * `{ preloads, manifestUrl }`: `{ preconnect, entry, styles, scripts }` (null when the manifest
 * cannot be read; `preconnect` null when the remote is on the shell's origin), and the remote
 * address they are valid for (null for a page of no remote).
 */
export const pagePreloads = async ({ pathname, config, shellOrigin }) => {
  const route = routeMatcher()(pathname);
  const entry = route && readRouteTable().find((candidate) => candidate.path === route.pattern);
  if (!entry) return { preloads: null, manifestUrl: null };
  const manifestUrl = config.remotes[entry.remote];
  let manifest;
  try {
    manifest = await (await fetch(manifestUrl, { signal: AbortSignal.timeout(5000) })).json();
  } catch {
    return { preloads: null, manifestUrl };
  }
  const origin = new URL(manifestUrl).origin;
  const preconnect = origin === new URL(shellOrigin).origin ? null : origin;
  return { preloads: { preconnect, ...pageFiles(manifest, manifestUrl, entry.expose) }, manifestUrl };
};

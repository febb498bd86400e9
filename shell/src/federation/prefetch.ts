// What the shell preloads after the first page: a page behind a link, through the federation
// runtime (the manifest it fetches is the one the click then uses), and the other remotes' entries
// in idle time. The first page's files are started by the HTML's page starter (docs/rendering.md).
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, matchSitePage, pageModuleId, REMOTE_ENTRY_FILE, type RemoteName } from '@linx/shared';
import type { RemoteModuleId } from '../app/route-table';

/** No speculative downloads for visitors who asked to save data or are on a very slow link. */
const prefersLessData = (): boolean => {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
};

/** The remote page module a site URL opens, if any (matched as the static server matches it). */
export const remoteModuleFor = (pathname: string): RemoteModuleId | undefined => {
  const page = matchSitePage(pathname)?.route;
  return page && pageModuleId(page);
};

const preloaded = new Set<string>();

/**
 * Intent prefetch (link hovered, focused or touched): the remote's manifest and entry plus the
 * page's own chunks, once per page, so the click renders without waiting for the network.
 */
export const prefetchPage = (href: string): void => {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || prefersLessData()) return;
  const module = remoteModuleFor(url.pathname);
  if (!module || preloaded.has(module)) return;
  preloaded.add(module);
  const [remote, expose] = module.split('/');
  const forget = () => preloaded.delete(module);
  try {
    // A failed prefetch changes nothing: the click loads (and reports) the remote as usual.
    preloadRemote([{ nameOrAlias: remote, exposes: [expose], resourceCategory: 'sync' }]).catch(forget);
  } catch {
    forget();
  }
};

/**
 * Idle prefetch after the first page: the entry of every other remote, at low priority and
 * without running it (`<link rel="prefetch">`), so the next area opens one round trip sooner.
 * Manifests are left to the click: a remote is contacted for real only when it is needed.
 */
export const prefetchOtherRemotes = (currentPathname: string): void => {
  if (prefersLessData()) return;
  const current = remoteModuleFor(currentPathname)?.split('/')[0];
  for (const [name, manifestUrl] of Object.entries(getRuntimeConfig().remotes) as [RemoteName, string][]) {
    if (name === current) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = new URL(REMOTE_ENTRY_FILE, new URL(manifestUrl, window.location.href)).href;
    document.head.appendChild(link);
  }
};

// The files an app's server serves: its build (dist/), its releases under /releases/<version>/
// and, for the shell, its live release before dist/. Hashed files and releases are immutable.
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { apps, ROOT } from './apps.mjs';
import { liveVersion, POINTER_FILE, readPointer, releaseDir, releaseNameOf, VERSION_PATTERN } from './releases.mjs';

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** Types sirv's table (mrmime) does not know: the shell's favicon.ico (shared/build/brand-icons-plugin.js). */
const EXTRA_TYPES = { '.ico': 'image/x-icon' };

/** The built files: hashed ones immutable for a year, the rest revalidated; no source maps. */
export const fileServer = (distDir, { release = false } = {}) =>
  sirv(distDir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      // A release never changes: its URL names its version, so every file in it is immutable.
      const immutable = release || HASHED.test(pathname) || pathname.startsWith('/assets/');
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const extraType = EXTRA_TYPES[path.extname(pathname).toLowerCase()];
      if (extraType) res.setHeader('Content-Type', extraType);
    },
  });

/** The release name of the app a dist/ folder belongs to (null: a build served from elsewhere). */
export const releaseNameOfDist = (distDir) => {
  const app = apps.find((candidate) => path.join(ROOT, candidate.folder, 'dist') === path.resolve(distDir));
  return app ? releaseNameOf(app) : null;
};

/** /releases/<version>/<file> of one app, from RELEASES_DIR/<name>/<version>/ (immutable). */
export const releaseFiles = (name) => {
  const servers = new Map();
  return (req, res, pathname, next) => {
    if (pathname === `/releases/${POINTER_FILE}`) {
      const pointer = readPointer(name);
      if (!pointer) return next();
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end(req.method === 'HEAD' ? undefined : JSON.stringify(pointer, null, 2));
    }
    const [, version, ...rest] = pathname.split('/').slice(1);
    if (!version || !VERSION_PATTERN.test(version) || version.includes('..') || rest.length === 0) return next();
    const folder = releaseDir(name, version);
    if (!servers.has(folder)) {
      if (!fs.existsSync(folder)) return next();
      servers.set(folder, fileServer(folder, { release: true }));
    }
    const query = req.url.indexOf('?');
    req.url = `/${rest.join('/')}${query === -1 ? '' : req.url.slice(query)}`;
    return servers.get(folder)(req, res, next);
  };
};

/**
 * The shell's files: its live release's, then the release live before it (a visit that began
 * on it still finds its chunks), then its dist/. Each folder's file server is made once.
 */
export const shellFiles = (distDir) => {
  const servers = new Map();
  const serverOf = (folder) => {
    if (!servers.has(folder)) servers.set(folder, fileServer(folder));
    return servers.get(folder);
  };
  const folders = () => {
    const pointer = readPointer('shell');
    const versions = [pointer?.live, pointer?.history.at(-1)].filter((version) => typeof version === 'string');
    const releases = versions.flatMap((version) => {
      try {
        const folder = releaseDir('shell', version);
        return fs.existsSync(path.join(folder, 'index.html')) ? [folder] : [];
      } catch {
        return [];
      }
    });
    return [...releases, distDir];
  };
  return (req, res, next) => {
    const chain = folders();
    const tryFolder = (index) =>
      serverOf(chain[index])(req, res, index + 1 < chain.length ? () => tryFolder(index + 1) : next);
    return tryFolder(0);
  };
};

/** The shell's live dist folder: its live release, else the dist/ it was started with. */
export const liveShellDir = (distDir) => {
  const live = liveVersion('shell');
  if (!live) return distDir;
  const folder = releaseDir('shell', live);
  return fs.existsSync(path.join(folder, 'index.html')) ? folder : distDir;
};

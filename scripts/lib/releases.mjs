// Releases: immutable builds of one app under RELEASES_DIR/<name>/<version>/ (name: the remote's
// federation name, or "shell"), and one small live pointer per app, RELEASES_DIR/<name>/live.json,
// written atomically (write, then rename). The servers read the pointers (runtime-config.mjs,
// static-server.mjs), so a promote or a rollback needs no rebuild and no restart.
//   { "name": "catalogue", "live": "1.0.0+ab12cd3", "history": [null, "1.0.0+9f8e7d6"], "promotedAt": "…" }
// `history` holds the versions that were live before, oldest first; null stands for the app's own
// build (its dist/ folder, served when no release is live). Each promote and rollback is also an
// event of the app's release log (release-log.mjs: who, when, why), beside the pointer.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apps, ROOT } from './apps.mjs';
import { writeFileAtomically } from './files.mjs';
import { appendLogEvent, currentActor } from './release-log.mjs';

export const POINTER_FILE = 'live.json';
/** Package version + short commit, optionally `.dirty.<timestamp>`: safe in a path and a URL. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,127}$/;

export class ReleaseError extends Error {}

export const releasesDir = () => path.resolve(process.env.RELEASES_DIR || path.join(ROOT, 'releases'));

/** A release's name for an app of apps.mjs: its remote name, or "shell". */
export const releaseNameOf = (app) => app.remote ?? 'shell';

/** The app an argument names: `catalogue`, `mfe-catalogue` or `shell`. */
export const appOfName = (name) => {
  const app = apps.find((candidate) => candidate.folder === name || releaseNameOf(candidate) === name);
  if (!app) {
    throw new ReleaseError(
      `App desconocida / unknown app: ${name}. Opciones / options: ${apps.map(releaseNameOf).join(', ')}`,
    );
  }
  return app;
};

const checkVersion = (version) => {
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version) || version.includes('..')) {
    throw new ReleaseError(`Versión inválida / invalid version: ${version}`);
  }
  return version;
};

export const releaseDir = (name, version, dir = releasesDir()) => path.join(dir, name, checkVersion(version));
export const pointerFile = (name, dir = releasesDir()) => path.join(dir, name, POINTER_FILE);

/** Writes JSON so a reader sees the old file or the new one, never half of one. */
export const writeJsonAtomically = (file, value) => writeFileAtomically(file, `${JSON.stringify(value, null, 2)}\n`);

/** A version a pointer may name: null (the app's own dist/) or a release name safe in a path. */
const isPointerVersion = (version) =>
  version === null || (typeof version === 'string' && VERSION_PATTERN.test(version) && !version.includes('..'));

/** Why a parsed pointer file cannot be followed, or '' when it can. */
const pointerProblem = (pointer) => {
  if (pointer === null || typeof pointer !== 'object' || Array.isArray(pointer))
    return 'no es un objeto / not an object';
  if (pointer.live !== undefined && !isPointerVersion(pointer.live)) return '"live" inválido / invalid "live"';
  if (pointer.history !== undefined && !(Array.isArray(pointer.history) && pointer.history.every(isPointerVersion))) {
    return '"history" no es una lista de versiones / "history" is not a list of versions';
  }
  return '';
};

/** Malformed pointer files already reported (path → content): one log line each, not one per request. */
const reportedMalformed = new Map();

const reportMalformed = (file, text, reason) => {
  if (reportedMalformed.get(file) === text) return;
  reportedMalformed.set(file, text);
  console.error(`releases: ${file} se ignora / ignored: ${reason}`);
};

/** The pointer of an app, or null when none was ever written, it cannot be read or it is malformed. */
export const readPointer = (name, dir = releasesDir()) => {
  const file = pointerFile(name, dir);
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  let pointer;
  try {
    pointer = JSON.parse(text);
  } catch {
    reportMalformed(file, text, 'no es JSON / not JSON');
    return null;
  }
  const problem = pointerProblem(pointer);
  if (problem) {
    reportMalformed(file, text, problem);
    return null;
  }
  reportedMalformed.delete(file);
  return { ...pointer, name, live: pointer.live ?? null, history: pointer.history ?? [] };
};

/** The version live now, or null (the app's own dist/). Only names that could be a release. */
export const liveVersion = (name, dir = releasesDir()) => {
  const live = readPointer(name, dir)?.live;
  return typeof live === 'string' && VERSION_PATTERN.test(live) && !live.includes('..') ? live : null;
};

/** The file a release must have to be served: a remote's manifest, the shell's index.html. */
const requiredFile = (name) => (name === 'shell' ? 'index.html' : 'mf-manifest.json');

/** The releases stored for an app, oldest first (by creation time). */
export const availableReleases = (name, dir = releasesDir()) => {
  const folder = path.join(dir, name);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && VERSION_PATTERN.test(entry.name))
    .map((entry) => ({ version: entry.name, created: fs.statSync(path.join(folder, entry.name)).mtimeMs }))
    .sort((a, b) => a.created - b.created || a.version.localeCompare(b.version))
    .map((entry) => entry.version);
};

/** Throws a ReleaseError unless the release exists and has the file it is served by. */
export const checkRelease = (name, version, dir = releasesDir()) => {
  const folder = releaseDir(name, version, dir);
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    throw new ReleaseError(
      `No existe la versión ${version} de ${name} / release ${version} of ${name} does not exist (${folder}). ` +
        `Disponibles / available: ${availableReleases(name, dir).join(', ') || '—'}`,
    );
  }
  const file = requiredFile(name);
  if (!fs.existsSync(path.join(folder, file))) {
    throw new ReleaseError(
      `La versión ${version} de ${name} no tiene ${file} / release ${version} of ${name} has no ${file}; nada cambió / nothing changed.`,
    );
  }
  return folder;
};

/** Throws a ReleaseError when `version` is live already. */
export const checkNotLive = (name, version, dir = releasesDir()) => {
  if (readPointer(name, dir)?.live === version)
    throw new ReleaseError(`${name} ${version} ya está publicada / is already live.`);
};

/**
 * Makes `version` live; the version live before goes onto the history. The pointer write alone:
 * `npm run promote` runs the canary first (scripts/releases.mjs). `forced` with its `reason`: a
 * promote that skipped the canary, logged as such.
 */
export const promote = (name, version, { dir = releasesDir(), by = currentActor(), reason, forced = false } = {}) => {
  if (forced && !reason?.trim()) {
    throw new ReleaseError(
      '--force necesita --reason "…" / --force needs --reason "…"; nada cambió / nothing changed.',
    );
  }
  checkRelease(name, version, dir);
  checkNotLive(name, version, dir);
  const before = readPointer(name, dir);
  const pointer = {
    name,
    live: version,
    history: [...(before?.history ?? []), before?.live ?? null].slice(-50),
    promotedAt: new Date().toISOString(),
  };
  writeJsonAtomically(pointerFile(name, dir), pointer);
  appendLogEvent(dir, name, {
    action: forced ? 'forced' : 'promote',
    version,
    from: before?.live ?? null,
    by,
    reason,
  });
  return pointer;
};

/**
 * Returns to the version live before the current one (null: the app's own dist/). `ifLive`: only
 * while that version is still the live one (the watch's rollback, which must never take back a
 * release promoted since it looked); `action`: 'auto-rollback' for the watch's, in the log.
 */
export const rollback = (
  name,
  { dir = releasesDir(), by = currentActor(), reason, ifLive, action = 'rollback' } = {},
) => {
  const before = readPointer(name, dir);
  if (ifLive !== undefined && before?.live !== ifLive) {
    throw new ReleaseError(
      `${name} ${ifLive} ya no está publicada / is no longer live; nada cambió / nothing changed.`,
    );
  }
  if (!before?.live || before.history.length === 0) {
    throw new ReleaseError(
      `${name} no tiene una versión anterior / has no previous release; nada cambió / nothing changed.`,
    );
  }
  const history = [...before.history];
  const previous = history.pop();
  if (previous !== null) checkRelease(name, previous, dir);
  const pointer = { name, live: previous, history, promotedAt: new Date().toISOString(), rolledBackFrom: before.live };
  writeJsonAtomically(pointerFile(name, dir), pointer);
  appendLogEvent(dir, name, { action, version: previous, from: before.live, by, reason });
  return pointer;
};

/** Per app: the live version, the previous one and the available ones. */
export const listReleases = ({ dir = releasesDir() } = {}) =>
  apps.map((app) => {
    const name = releaseNameOf(app);
    const pointer = readPointer(name, dir);
    return {
      name,
      live: pointer?.live ?? null,
      previous: pointer?.history.length ? pointer.history.at(-1) : undefined,
      available: availableReleases(name, dir),
    };
  });

const git = (args, cwd = ROOT) => spawnSync('git', args, { cwd, encoding: 'utf8' });

/**
 * `<package version>+<short commit>`; with uncommitted changes in the app (or in shared/, which
 * it bundles), or an app folder outside the repository, `.dirty.<timestamp>` is added.
 */
export const versionOf = ({ appDir, now = new Date() }) => {
  const { version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const commit = git(['rev-parse', '--short=7', 'HEAD']).stdout.trim() || 'nocommit';
  const inside =
    !path.relative(ROOT, appDir).startsWith('..') &&
    git(['ls-files', '--error-unmatch', path.join(appDir, 'package.json')]).status === 0;
  const changes = inside
    ? git(['status', '--porcelain', '--', appDir, path.join(ROOT, 'shared')]).stdout.trim()
    : 'outside';
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return checkVersion(`${version}+${commit}${changes ? `.dirty.${stamp}` : ''}`);
};

/**
 * Builds the app into a temporary folder next to its releases and renames it to its version, so
 * a release is complete or absent; an existing release is refused, never overwritten. The app's
 * own dist/ is left as it was. `build(outputDir, env)` may be replaced (tests).
 */
export const createRelease = ({
  app,
  appDir = path.join(ROOT, app.folder),
  dir = releasesDir(),
  version = versionOf({ appDir }),
  build = webpackBuild(appDir),
}) => {
  const name = releaseNameOf(app);
  const target = releaseDir(name, version, dir);
  const exists = () => fs.existsSync(target);
  if (exists())
    throw new ReleaseError(
      `${name} ${version} ya existe / already exists; una versión nunca se sobrescribe / a release is never overwritten.`,
    );
  const temporary = path.join(dir, name, `.building-${version}-${process.pid}`);
  fs.rmSync(temporary, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(temporary), { recursive: true });
  try {
    build(temporary, { MF_BUILD_VERSION: version });
    // Source maps are never published (the static servers refuse them too).
    for (const file of fs.readdirSync(temporary, { recursive: true })) {
      if (String(file).endsWith('.map')) fs.rmSync(path.join(temporary, String(file)));
    }
    const file = requiredFile(name);
    if (!fs.existsSync(path.join(temporary, file)))
      throw new ReleaseError(`La compilación no produjo ${file} / the build has no ${file}`);
    if (exists()) throw new ReleaseError(`${name} ${version} ya existe / already exists`);
    // rename() onto an existing non-empty folder fails: two concurrent releases cannot both win.
    fs.renameSync(temporary, target);
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
  }
  return { name, version, dir: target };
};

const webpackBuild = (appDir) => (outputDir, env) => {
  const run = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', outputDir], {
    cwd: appDir,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new ReleaseError(`webpack terminó con código ${run.status} / webpack failed`);
};

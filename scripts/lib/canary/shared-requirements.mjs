// Whether a release's shared requirements fit what the live shell provides (docs/releases.md, "The
// canary"). Every app shares React, the router, styled-components and @linx/shared as singletons
// (shared/build/federation-shared.js): the shell loads first, so a remote always runs the shell's
// copy. A remote whose manifest requires a version the shell's copy does not satisfy would run
// against code it was not built for; the canary refuses it before anything is published.
import semver from 'semver';

/** The packages whose pairing the canary names in its messages first (the platform, React, the router). */
export const WATCHED_PACKAGES = [
  '@linx/shared',
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
];

/**
 * The shared requirements of a manifest (mf-manifest.json `shared`): `{ name, requiredVersion }` per
 * package; entries without a requirement (`requiredVersion` absent, false or '*') are left out.
 */
export const requirementsOf = (manifest) =>
  (Array.isArray(manifest?.shared) ? manifest.shared : [])
    .filter((entry) => typeof entry?.name === 'string' && typeof entry.requiredVersion === 'string')
    .filter((entry) => entry.requiredVersion !== '*' && entry.requiredVersion !== '')
    .map((entry) => ({ name: entry.name, requiredVersion: entry.requiredVersion }));

/**
 * The requirements the provided versions do not satisfy, watched packages first.
 * @param {{ name: string, requiredVersion: string }[]} requirements  what the release requires
 * @param {Record<string, string>} provided  package → the version the live shell provides
 * @returns {{ name: string, requiredVersion: string, provided: string | null }[]}
 *   `provided` null: a watched package the shell does not provide at all
 */
export const sharedConflicts = (requirements, provided) => {
  const conflicts = requirements.filter(({ name, requiredVersion }) => {
    const version = provided[name];
    if (version === undefined) return WATCHED_PACKAGES.includes(name);
    // A range that is not semver (a tag, a path) cannot be compared: it is a conflict, said plainly.
    if (!semver.validRange(requiredVersion) || !semver.valid(semver.coerce(version))) return true;
    return !semver.satisfies(semver.coerce(version, { includePrerelease: true }), requiredVersion, {
      includePrerelease: true,
    });
  });
  const rank = (name) => (WATCHED_PACKAGES.includes(name) ? WATCHED_PACKAGES.indexOf(name) : WATCHED_PACKAGES.length);
  return conflicts
    .map(({ name, requiredVersion }) => ({ name, requiredVersion, provided: provided[name] ?? null }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
};

/** One conflict as a refusal's reason, Spanish first, English after the slash. */
export const describeConflict = ({ name, requiredVersion, provided }) =>
  provided === null
    ? `${name}: la versión pide ${requiredVersion} y el shell publicado no lo comparte / the release requires ${requiredVersion}, the live shell does not share it`
    : `${name}: la versión pide ${requiredVersion} y el shell publicado ofrece ${provided} / the release requires ${requiredVersion}, the live shell provides ${provided}`;

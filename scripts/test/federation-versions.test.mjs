// One copy of the federation runtime's packages: every @module-federation/* package the install
// resolves is at the version of @module-federation/enhanced. The retry plugin is published on its
// own version line; its SDK is pinned to the suite's through package.json "overrides".
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import semver from 'semver';
import { ROOT } from '../lib/apps.mjs';

const OWN_VERSION_LINE = new Set(['@module-federation/retry-plugin']);

const collect = (tree, found = new Map()) => {
  for (const [name, node] of Object.entries(tree.dependencies ?? {})) {
    if (name.startsWith('@module-federation/') && !OWN_VERSION_LINE.has(name) && node.version) {
      found.set(`${name}@${node.version}`, name);
    }
    collect(node, found);
  }
  return found;
};

test('every @module-federation/* package installs at the version of @module-federation/enhanced', () => {
  const enhanced = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/@module-federation/enhanced/package.json'), 'utf8'),
  ).version;
  const output = execFileSync('npm', ['ls', '--all', '--json', '@module-federation/sdk'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const installed = [...collect(JSON.parse(output)).keys()];
  assert.ok(installed.some((entry) => entry.startsWith('@module-federation/sdk@')));
  assert.deepEqual(
    installed.filter((entry) => !entry.endsWith(`@${enhanced}`)),
    [],
  );
});

// The platform (@linx/shared) is shared at its real version and required at its major, strictly:
// a remote built against 2.x runs on a shell providing 2.y with y ≥ x, and any other pairing fails
// loudly instead of resolving to another copy (docs/platform.md).
const require = createRequire(import.meta.url);
const platformVersion = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')).version;

test('@linx/shared is shared at its own version, required at its major and minor, strictly', () => {
  const shared = require(path.join(ROOT, 'shared/build/federation-shared.js'));
  const [major, minor] = platformVersion.split('.').map(Number);
  assert.ok(major >= 2, `the platform has a real version (${platformVersion})`);
  for (const name of ['@linx/shared', '@linx/shared/markdown']) {
    const entry = shared[name];
    assert.deepEqual(entry, {
      singleton: true,
      version: platformVersion,
      requiredVersion: `^${major}.${minor}.0`,
      strictVersion: true,
    });
    assert.ok(semver.satisfies(platformVersion, entry.requiredVersion));
    assert.ok(semver.satisfies(`${major}.${minor + 1}.0`, entry.requiredVersion), 'a newer minor still serves');
    assert.ok(!semver.satisfies(`${major + 1}.0.0`, entry.requiredVersion), 'a newer major is refused');
    assert.ok(!semver.satisfies(`${major - 1}.99.0`, entry.requiredVersion), 'an older major is refused');
  }
});

test('every app and service depends on the platform at its major', () => {
  const dependents = fs
    .readdirSync(ROOT)
    .filter((dir) => fs.existsSync(path.join(ROOT, dir, 'package.json')) && dir !== 'shared')
    .map((dir) => [dir, JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'))])
    .filter(([, pkg]) => pkg.dependencies?.['@linx/shared']);
  assert.ok(dependents.length >= 6);
  for (const [dir, pkg] of dependents) {
    const range = pkg.dependencies['@linx/shared'];
    assert.ok(semver.satisfies(platformVersion, range), `${dir}: ${range} admits ${platformVersion}`);
    assert.equal(semver.minVersion(range).major, semver.major(platformVersion), `${dir}: ${range}`);
  }
});

// One copy of the federation runtime's packages: every @module-federation/* package the install
// resolves is at the version of @module-federation/enhanced. The retry plugin is published on its
// own version line; its SDK is pinned to the suite's through package.json "overrides".
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
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

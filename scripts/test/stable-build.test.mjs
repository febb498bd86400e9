// One commit builds the same files in any folder (shared/build/stable-build-plugin.js): the shell and
// a remote built in this checkout and in a copy of it elsewhere give the same file names and bytes,
// and no file names the folder it was built in. A change to the footer's wording renames the shell's
// layout chunk and `main` only: the libraries' start-up files keep their names (docs/performance.md,
// "After a release").
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { ROOT } from '../lib/apps.mjs';

const run = promisify(execFile);
const APPS = ['shell', 'mfe-contact'];
/** What a build of these apps reads: hard links, so the copy takes a second and no room. */
const COPIED = ['package.json', 'tsconfig.base.json', 'node_modules', 'shared', ...APPS];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-stable-build-'));
const copy = path.join(work, 'elsewhere');
const outputs = {};

/** Builds one app of a checkout into its own folder (not its dist/). */
const build = async (checkout, app, label) => {
  const output = path.join(work, `${label}-${app}`);
  const webpackCli = path.join(checkout, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  await run(process.execPath, [webpackCli, '--mode', 'production', '--output-path', output], {
    cwd: path.join(checkout, app),
    maxBuffer: 64 * 1024 * 1024,
  });
  return output;
};

/** Every file of a folder, by its path inside it. */
const filesOf = (folder) =>
  fs
    .readdirSync(folder, { recursive: true })
    .filter((name) => fs.statSync(path.join(folder, name)).isFile())
    .sort();

before(async () => {
  fs.mkdirSync(copy);
  // cp -al needs one file system for the checkout and the temporary folder, as in CI (the clone lives
  // in /tmp).
  await run('cp', ['-al', ...COPIED.map((name) => path.join(ROOT, name)), copy]).catch((error) => {
    throw new Error(`Set TMPDIR to a folder on the checkout's file system (cp -al: ${error.stderr || error.message})`);
  });
  for (const app of APPS) fs.rmSync(path.join(copy, app, 'dist'), { recursive: true, force: true });
  for (const app of APPS) {
    outputs[app] = { here: await build(ROOT, app, 'here'), elsewhere: await build(copy, app, 'elsewhere') };
  }
});

after(() => fs.rmSync(work, { recursive: true, force: true }));

test("shell: a change to the footer's wording renames the layout chunk and main, no library's file", async () => {
  const footer = path.join(copy, 'shell', 'src', 'content', 'footer.ts');
  const source = fs.readFileSync(footer, 'utf8');
  assert.match(source, /title: 'Soluciones',/);
  // A new file, not a write through the hard link into this checkout's own footer.
  fs.rmSync(footer);
  fs.writeFileSync(footer, source.replace("title: 'Soluciones',", "title: 'Soluciones LINX',"));
  const changed = await build(copy, 'shell', 'changed');
  const scripts = (folder) => filesOf(folder).filter((name) => name.endsWith('.js'));
  const before = new Set(scripts(outputs.shell.here));
  const renamed = scripts(changed).filter((name) => !before.has(name));
  assert.equal(renamed.length, 2, renamed.join(', '));
  assert.ok(renamed.some((name) => name.startsWith('main.')));
  for (const library of ['react-dom', 'router', 'styled', 'linx-shared']) {
    assert.ok(
      [...before].some((name) => name.startsWith(`${library}.`) && scripts(changed).includes(name)),
      `${library} kept its name`,
    );
  }
});

for (const app of APPS) {
  test(`${app}: the same files, byte for byte, built in another folder`, () => {
    const { here, elsewhere } = outputs[app];
    const names = filesOf(here);
    assert.deepEqual(filesOf(elsewhere), names);
    assert.ok(
      names.some((name) => /^main\.[0-9a-f]{8}\.js$/.test(name)),
      'the entry is named by its content',
    );
    const differing = names.filter(
      (name) => !fs.readFileSync(path.join(here, name)).equals(fs.readFileSync(path.join(elsewhere, name))),
    );
    assert.deepEqual(differing, []);
  });

  test(`${app}: no file names the folder it was built in`, () => {
    const { elsewhere } = outputs[app];
    const naming = filesOf(elsewhere).filter(
      (name) => !/\.(br|gz)$/.test(name) && fs.readFileSync(path.join(elsewhere, name), 'utf8').includes(copy),
    );
    assert.deepEqual(naming, []);
  });
}

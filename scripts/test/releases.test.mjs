// Releases and their live pointers (scripts/lib/releases.mjs, scripts/releases.mjs): a promote of a
// missing version or of a release without its manifest is refused and changes nothing; the pointer
// is replaced atomically; the listing; a release is never overwritten; the servers follow a promote.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { apps, ROOT } from '../lib/apps.mjs';
import {
  createRelease,
  listReleases,
  pointerFile,
  promote,
  readPointer,
  ReleaseError,
  releaseDir,
  rollback,
  versionOf,
  writeJsonAtomically,
} from '../lib/releases.mjs';
import { readLog } from '../lib/release-log.mjs';
import { runtimeConfigFromEnv } from '../lib/runtime-config.mjs';
import { createHandler } from '../lib/static-server.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-releases-'));
process.env.RELEASES_DIR = dir;
const catalogue = apps.find((app) => app.remote === 'catalogue');

/** A stored release: a folder with a manifest (or without, to test the refusal). */
const fakeRelease = (name, version, { manifest = true } = {}) => {
  const folder = releaseDir(name, version, dir);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `/* ${version} */`);
  if (manifest) {
    fs.writeFileSync(
      path.join(folder, 'mf-manifest.json'),
      JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }),
    );
  }
  return folder;
};

const cli = (...args) =>
  spawnSync('node', [path.join(ROOT, 'scripts/releases.mjs'), ...args, '--no-render'], {
    cwd: ROOT,
    // No CMS answers here: a canary run by these promotes refuses at once (its own test:
    // e2e/tests/release-canary.spec.ts).
    // Nor does a collector: the release events' posts fail and are logged (release-watcher.test.mjs).
    env: { ...process.env, RELEASES_DIR: dir, CMS_URL: 'http://127.0.0.1:9', ANALYTICS_URL: 'http://127.0.0.1:9' },
    encoding: 'utf8',
  });

/** Every file under a folder with its bytes: "nothing changed" is this, equal before and after. */
const snapshot = (folder) =>
  Object.fromEntries(
    fs
      .readdirSync(folder, { recursive: true })
      .map(String)
      .filter((file) => fs.statSync(path.join(folder, file)).isFile())
      .sort()
      .map((file) => [file, fs.readFileSync(path.join(folder, file), 'utf8')]),
  );

beforeEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('promote refuses what cannot be served, and changes nothing', () => {
  test('a version that does not exist', () => {
    fakeRelease('catalogue', '1.0.0+aaaaaaa');
    promote('catalogue', '1.0.0+aaaaaaa', { dir });
    const before = snapshot(dir);
    assert.throws(() => promote('catalogue', '9.9.9+bbbbbbb', { dir }), ReleaseError);
    const run = cli('promote', 'catalogue', '9.9.9+bbbbbbb');
    assert.equal(run.status, 1);
    assert.match(run.stderr, /No existe la versión 9\.9\.9\+bbbbbbb de catalogue .* does not exist/);
    assert.deepEqual(snapshot(dir), before);
    assert.equal(readPointer('catalogue', dir).live, '1.0.0+aaaaaaa');
  });

  test('a release whose mf-manifest.json is missing', () => {
    fakeRelease('catalogue', '1.0.0+ccccccc', { manifest: false });
    const before = snapshot(dir);
    const run = cli('promote', 'catalogue', '1.0.0+ccccccc');
    assert.equal(run.status, 1);
    assert.match(run.stderr, /no tiene mf-manifest\.json .* has no mf-manifest\.json/);
    assert.deepEqual(snapshot(dir), before);
    assert.equal(fs.existsSync(pointerFile('catalogue', dir)), false);
  });

  test('a version name that could leave the releases folder', () => {
    const run = cli('promote', 'catalogue', '../../etc');
    assert.equal(run.status, 1);
    assert.match(run.stderr, /Versión inválida/);
    assert.deepEqual(snapshot(dir), {});
  });
});

describe('promote is a gate: the canary first, --force only with a reason', () => {
  test('a release the canary refuses: exit 1, the reason named, the pointer unchanged, the refusal logged', () => {
    fakeRelease('catalogue', '1.0.0+aaaaaaa');
    fakeRelease('catalogue', '1.1.0+bbbbbbb');
    promote('catalogue', '1.0.0+aaaaaaa', { dir });
    const pointer = fs.readFileSync(pointerFile('catalogue', dir), 'utf8');
    const run = cli('promote', 'catalogue', '1.1.0+bbbbbbb');
    assert.equal(run.status, 1);
    assert.match(run.stderr, /Rechazado \/ refused: catalogue 1\.1\.0\+bbbbbbb no se publica \/ is not promoted/);
    assert.match(run.stderr, /CMS: el CMS no responde en http:\/\/127\.0\.0\.1:9/);
    assert.equal(fs.readFileSync(pointerFile('catalogue', dir), 'utf8'), pointer);
    const refused = readLog(dir, 'catalogue').at(-1);
    assert.equal(refused.action, 'refused');
    assert.equal(refused.version, '1.1.0+bbbbbbb');
    assert.match(refused.reason, /^CMS: el CMS no responde/);
  });

  test('--force skips the canary and is logged with who and why; without --reason it is refused', () => {
    fakeRelease('catalogue', '1.0.0+aaaaaaa');
    const bare = cli('promote', 'catalogue', '1.0.0+aaaaaaa', '--force');
    assert.equal(bare.status, 1);
    assert.match(bare.stderr, /--force necesita --reason/);
    assert.equal(fs.existsSync(pointerFile('catalogue', dir)), false);
    const run = cli('promote', 'catalogue', '1.0.0+aaaaaaa', '--force', '--reason', 'el CMS está caído y urge');
    assert.equal(run.status, 0, run.stderr);
    assert.equal(readPointer('catalogue', dir).live, '1.0.0+aaaaaaa');
    const [event] = readLog(dir, 'catalogue');
    assert.equal(event.action, 'forced');
    assert.equal(event.reason, 'el CMS está caído y urge');
    assert.ok(event.by.length > 0);
    // A rollback needs no canary and is logged too.
    assert.equal(cli('rollback', 'catalogue', '--reason', 'vuelta atrás').status, 0);
    assert.deepEqual(
      readLog(dir, 'catalogue').map((entry) => [entry.action, entry.version, entry.reason]),
      [
        ['forced', '1.0.0+aaaaaaa', 'el CMS está caído y urge'],
        ['rollback', null, 'vuelta atrás'],
      ],
    );
  });
});

describe('the live pointer', () => {
  test('is replaced by rename: a reader sees the old file or the new one, no temporary file stays', () => {
    const file = path.join(dir, 'catalogue', 'live.json');
    writeJsonAtomically(file, { live: 'a' });
    const inode = fs.statSync(file).ino;
    writeJsonAtomically(file, { live: 'b'.repeat(100_000) });
    assert.notEqual(fs.statSync(file).ino, inode, 'a new file was renamed over the old one');
    assert.equal(JSON.parse(fs.readFileSync(file, 'utf8')).live.length, 100_000);
    assert.deepEqual(fs.readdirSync(path.dirname(file)), ['live.json']);
  });

  test('a write that fails leaves the old pointer and no temporary file', () => {
    const file = path.join(dir, 'catalogue', 'live.json');
    writeJsonAtomically(file, { live: 'a' });
    const blocked = path.join(dir, 'catalogue', 'blocked');
    fs.mkdirSync(path.join(blocked, 'not-empty'), { recursive: true });
    assert.throws(() => writeJsonAtomically(blocked, { live: 'b' }));
    assert.deepEqual(fs.readdirSync(path.dirname(file)).sort(), ['blocked', 'live.json']);
    assert.deepEqual(JSON.parse(fs.readFileSync(file, 'utf8')), { live: 'a' });
  });

  test('promote, promote, rollback, rollback: back to the versions live before, then to dist/', () => {
    fakeRelease('catalogue', '1.0.0+aaaaaaa');
    fakeRelease('catalogue', '1.1.0+bbbbbbb');
    promote('catalogue', '1.0.0+aaaaaaa', { dir });
    promote('catalogue', '1.1.0+bbbbbbb', { dir });
    assert.equal(rollback('catalogue', { dir }).live, '1.0.0+aaaaaaa');
    assert.equal(rollback('catalogue', { dir }).live, null);
    assert.throws(() => rollback('catalogue', { dir }), /no tiene una versión anterior/);
    assert.equal(cli('rollback', 'catalogue').status, 1);
  });
});

describe('listing', () => {
  test('per app: the live version, the previous one and the available ones', () => {
    fakeRelease('catalogue', '1.0.0+aaaaaaa');
    fakeRelease('catalogue', '1.1.0+bbbbbbb');
    fakeRelease('shell', '1.0.0+ddddddd', { manifest: false });
    promote('catalogue', '1.0.0+aaaaaaa', { dir });
    const forced = cli('promote', 'mfe-catalogue', '1.1.0+bbbbbbb', '--force', '--reason', 'prueba del listado');
    assert.equal(forced.status, 0, forced.stderr);
    const list = listReleases({ dir });
    assert.deepEqual(
      list.find((entry) => entry.name === 'catalogue'),
      {
        name: 'catalogue',
        live: '1.1.0+bbbbbbb',
        previous: '1.0.0+aaaaaaa',
        available: ['1.0.0+aaaaaaa', '1.1.0+bbbbbbb'],
      },
    );
    assert.deepEqual(
      list.find((entry) => entry.name === 'shell'),
      {
        name: 'shell',
        live: null,
        previous: undefined,
        available: ['1.0.0+ddddddd'],
      },
    );
    const json = JSON.parse(cli('list', '--json').stdout);
    assert.deepEqual(
      json.apps.map((entry) => entry.name),
      ['shell', 'marketing', 'catalogue', 'content', 'contact', 'internal'],
    );
    const text = cli('list').stdout;
    assert.match(
      text,
      /catalogue\s+live: 1\.1\.0\+bbbbbbb\s+previous: 1\.0\.0\+aaaaaaa\s+available: 1\.0\.0\+aaaaaaa, 1\.1\.0\+bbbbbbb/,
    );
  });
});

describe('a release', () => {
  const build = (marker) => (output, env) => {
    fs.mkdirSync(output, { recursive: true });
    fs.writeFileSync(path.join(output, 'mf-manifest.json'), JSON.stringify({ buildVersion: env.MF_BUILD_VERSION }));
    fs.writeFileSync(path.join(output, 'main.0123abcd.js'), marker);
    fs.writeFileSync(path.join(output, 'main.0123abcd.js.map'), '{}');
  };

  test('is stored under its version with MF_BUILD_VERSION set, without source maps', () => {
    const release = createRelease({ app: catalogue, dir, version: '1.0.0+aaaaaaa', build: build('first') });
    assert.equal(release.dir, path.join(dir, 'catalogue', '1.0.0+aaaaaaa'));
    assert.deepEqual(snapshot(release.dir), {
      'main.0123abcd.js': 'first',
      'mf-manifest.json': JSON.stringify({ buildVersion: '1.0.0+aaaaaaa' }),
    });
  });

  test('is never overwritten', () => {
    createRelease({ app: catalogue, dir, version: '1.0.0+aaaaaaa', build: build('first') });
    const before = snapshot(dir);
    let built = false;
    assert.throws(
      () =>
        createRelease({
          app: catalogue,
          dir,
          version: '1.0.0+aaaaaaa',
          build: (...args) => {
            built = true;
            build('second')(...args);
          },
        }),
      /ya existe .* never overwritten/,
    );
    assert.equal(built, false);
    assert.deepEqual(snapshot(dir), before);
  });

  test('a failed build leaves no release and no temporary folder', () => {
    assert.throws(() =>
      createRelease({
        app: catalogue,
        dir,
        version: '1.0.0+eeeeeee',
        build: () => {
          throw new Error('webpack');
        },
      }),
    );
    assert.deepEqual(fs.readdirSync(path.join(dir, 'catalogue')), []);
  });

  test('is named by package version and commit; a copy outside the repository is marked dirty', () => {
    assert.match(
      versionOf({ appDir: path.join(ROOT, 'mfe-catalogue') }),
      /^1\.0\.0\+[0-9a-f]{7}(\.dirty\.\d{8}T\d{6}Z)?$/,
    );
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-app-'));
    fs.copyFileSync(path.join(ROOT, 'mfe-catalogue/package.json'), path.join(copy, 'package.json'));
    assert.match(
      versionOf({ appDir: copy, now: new Date('2030-01-02T03:04:05Z') }),
      /^1\.0\.0\+[0-9a-f]{7}\.dirty\.20300102T030405Z$/,
    );
    fs.rmSync(copy, { recursive: true });
  });
});

describe('the servers follow the live pointer, with no restart', () => {
  let server;
  let origin;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-remote-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');

  before(async () => {
    server = http.createServer(createHandler({ distDir: dist, historyFallback: false, release: 'catalogue' }));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => {
    server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('runtime-config.json names the live release; its files are immutable, the pointer no-cache', async () => {
    const remoteOf = async () => (await (await fetch(`${origin}/runtime-config.json`)).json()).remotes.catalogue;
    assert.match(await remoteOf(), /\/mf-manifest\.json$/);
    assert.doesNotMatch(await remoteOf(), /releases/);
    fakeRelease('catalogue', '1.0.0+aaaaaaa');
    promote('catalogue', '1.0.0+aaaaaaa', { dir });
    assert.match(await remoteOf(), /\/releases\/1\.0\.0\+aaaaaaa\/mf-manifest\.json$/);
    assert.equal(runtimeConfigFromEnv().remotes.catalogue, await remoteOf());

    const config = await fetch(`${origin}/runtime-config.json`);
    assert.equal(config.headers.get('cache-control'), 'no-cache');
    const manifest = await fetch(`${origin}/releases/1.0.0+aaaaaaa/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await manifest.json()).metaData.buildInfo.buildVersion, '1.0.0+aaaaaaa');
    const pointer = await fetch(`${origin}/releases/live.json`);
    assert.equal(pointer.headers.get('cache-control'), 'no-cache');
    assert.equal((await pointer.json()).live, '1.0.0+aaaaaaa');
    assert.equal((await fetch(`${origin}/mf-manifest.json`)).headers.get('cache-control'), 'no-cache');
    assert.equal((await fetch(`${origin}/releases/9.9.9+fffffff/mf-manifest.json`)).status, 404);
    assert.equal((await fetch(`${origin}/releases/..%2F..%2Fetc/passwd`)).status, 404);

    rollback('catalogue', { dir });
    assert.doesNotMatch(await remoteOf(), /releases/);
    // The release stays served: a visit that began on it keeps loading its files.
    assert.equal((await fetch(`${origin}/releases/1.0.0+aaaaaaa/remoteEntry.js`)).status, 200);
  });
});

describe("the shell's server serves the shell's live release", () => {
  let server;
  let origin;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-shell-dist-'));
  const rendered = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-shell-rendered-'));
  const page = (marker) => `<!doctype html><html><head><title>${marker}</title></head><body></body></html>`;
  fs.writeFileSync(path.join(dist, 'index.html'), page('dist'));
  fs.writeFileSync(path.join(dist, 'only-in-dist.0123abcd.js'), 'dist');

  before(async () => {
    process.env.RENDERED_DIR = rendered;
    server = http.createServer(createHandler({ distDir: dist, historyFallback: true, release: 'shell' }));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => {
    server.close();
    delete process.env.RENDERED_DIR;
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(rendered, { recursive: true, force: true });
  });

  test('its index.html and files after a promote, dist/ again after a rollback, no restart', async () => {
    const titleOf = async () => /<title>(\w+)<\/title>/.exec(await (await fetch(`${origin}/`)).text())?.[1];
    assert.equal(await titleOf(), 'dist');
    const folder = releaseDir('shell', '1.0.0+aaaaaaa', dir);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'index.html'), page('release'));
    fs.writeFileSync(path.join(folder, 'main.89abcdef.js'), 'release');
    promote('shell', '1.0.0+aaaaaaa', { dir });
    assert.equal(await titleOf(), 'release');
    assert.equal(await (await fetch(`${origin}/main.89abcdef.js`)).text(), 'release');
    assert.equal(await (await fetch(`${origin}/only-in-dist.0123abcd.js`)).text(), 'dist');
    rollback('shell', { dir });
    assert.equal(await titleOf(), 'dist');
  });
});

describe('the pages a promote renders again', () => {
  test("the pages whose route loads that remote; the shell's release renders every page", async () => {
    const { pagesOfRemotes } = await import('../lib/render-targets.mjs');
    assert.deepEqual(pagesOfRemotes({ remotes: ['catalogue'], rendered: [] }), ['/productos']);
    const content = pagesOfRemotes({
      remotes: ['content'],
      rendered: [{ path: '/blog/un-articulo' }, { path: '/productos' }],
    });
    assert.ok(content.includes('/blog') && content.includes('/blog/un-articulo'));
    assert.ok(!content.includes('/productos'));
    assert.equal(pagesOfRemotes({ remotes: ['shell'], rendered: [] }), null);
  });
});

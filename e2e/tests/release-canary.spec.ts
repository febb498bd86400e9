import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { refusedOrigin } from '../support/ports';
import { repoRoot } from '../support/processes';
import { sitePages } from '../../shared/src/routes';

/**
 * Promote is a gate (scripts/canary.mjs, docs/releases.md "The canary"): releases of the catalogue
 * made from its built dist/, tried against the run's live shell, remotes and CMS. One whose page
 * throws in a visitor's browser, and one that needs a newer platform than the live shell provides,
 * are refused naming the page or the package: the pointer is not written and no page of the run is
 * rendered again. An unmodified copy passes and goes live.
 */
const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-canary-releases-'));
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PUBLIC_HOST: '127.0.0.1',
  RELEASES_DIR: releasesDir,
  // Nothing is rendered again by these promotes (a refusal never asks; the pass is told not to).
  RENDER_HOOK_URL: `${refusedOrigin}/render`,
};
const pointer = path.join(releasesDir, 'catalogue', 'live.json');

const promote = (version: string) =>
  spawnSync('node', [path.join(repoRoot, 'scripts/releases.mjs'), 'promote', 'catalogue', version, '--no-render'], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });

/** A release of the catalogue: its built dist/, then `change` applied to the copy. */
const release = (version: string, change: (folder: string) => void = () => {}) => {
  const folder = path.join(releasesDir, 'catalogue', version);
  fs.cpSync(path.join(repoRoot, 'mfe-catalogue', 'dist'), folder, { recursive: true });
  change(folder);
};

const manifestOf = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));

/** Every rendered page of the run with its bytes: "nothing re-rendered" is this, equal before and after. */
/** The catalogue's rendered pages (its routes'), as stored: a refused release must leave them as they are. */
const renderedHash = () => {
  const folder = path.join(process.env.RENDERED_DIR ?? '', 'pages');
  const files = sitePages
    .filter((page) => page.remote === 'catalogue')
    .map((page) => `${encodeURIComponent(page.path)}.json`);
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(folder, file)));
  return hash.digest('hex');
};

const logOf = () =>
  fs
    .readFileSync(path.join(releasesDir, 'catalogue', 'log.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

test.afterAll(() => fs.rmSync(releasesDir, { recursive: true, force: true }));

test('the canary refuses a page that throws and a newer platform, then lets an unmodified release go live', async () => {
  test.setTimeout(180_000);
  const rendered = renderedHash();

  // Its page's chunk throws in a visitor's browser (not in the render pass: the HTML renders).
  release('1.0.0+throws', (folder) => {
    const expose = manifestOf(folder).exposes[0].assets.js.sync.find((file: string) =>
      file.startsWith('__federation_expose_'),
    );
    const file = path.join(folder, expose);
    fs.writeFileSync(
      file,
      `if(!self.__LINX_RENDER__)throw new Error("rompe en el navegador");${fs.readFileSync(file, 'utf8')}`,
    );
    // The servers answer a precompressed copy first: those would still be the unmodified chunk.
    for (const compressed of ['.gz', '.br']) fs.rmSync(`${file}${compressed}`, { force: true });
  });
  const throws = promote('1.0.0+throws');
  expect(throws.status, throws.stdout).toBe(1);
  expect(throws.stderr).toContain('Rechazado / refused: catalogue 1.0.0+throws no se publica / is not promoted');
  expect(throws.stderr).toContain('/productos: error en el navegador / browser error: rompe en el navegador');
  expect(throws.stderr).toContain('/productos: no tiene h1 / has no h1');
  expect(fs.existsSync(pointer)).toBe(false);

  // Its manifest requires a platform the live shell does not provide.
  release('1.0.0+platform3', (folder) => {
    const manifest = manifestOf(folder);
    for (const entry of manifest.shared) if (entry.name === '@linx/shared') entry.requiredVersion = '^3.0.0';
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  });
  const platform = promote('1.0.0+platform3');
  expect(platform.status, platform.stdout).toBe(1);
  expect(platform.stderr).toMatch(
    /catalogue: @linx\/shared: la versión pide \^3\.0\.0 y el shell publicado ofrece \d+\.\d+\.\d+ \/ the release requires \^3\.0\.0/,
  );
  expect(fs.existsSync(pointer)).toBe(false);
  expect(renderedHash()).toBe(rendered);

  // The same build unchanged passes and goes live; the log tells the three apart.
  release('1.0.0+copy');
  const copy = promote('1.0.0+copy');
  expect(copy.status, `${copy.stdout}\n${copy.stderr}`).toBe(0);
  expect(copy.stdout).toMatch(/catalogue: canary pasa \/ passes: 1 páginas \/ pages/);
  expect(JSON.parse(fs.readFileSync(pointer, 'utf8')).live).toBe('1.0.0+copy');
  expect(logOf().map((event) => [event.action, event.version])).toEqual([
    ['refused', '1.0.0+throws'],
    ['refused', '1.0.0+platform3'],
    ['promote', '1.0.0+copy'],
  ]);
  expect(logOf()[0].problems[0].page).toBe('/productos');
});

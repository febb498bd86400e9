import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { originOf, refusedOrigin, specOrigin, specPorts } from '../support/ports';
import { repoRoot, testProcesses, untilAnswers, untilRefused } from '../support/processes';

/**
 * A remote released, promoted and rolled back on its own (scripts/releases.mjs): a release of the
 * catalogue with a visible change to its copy and to its own data code (the product mapper of its
 * src/api/, which no shell release ships), promoted, shows in a new page load after hydration (and in
 * the page's HTML, rendered again); the other apps' files are untouched; a rollback brings the old version back;
 * the shell's server is neither restarted nor rebuilt. The servers are this test's own (a second
 * shell and catalogue, both reading a releases folder of its own), the other remotes, the CMS and the
 * lead service are the e2e site's.
 */
const SHELL = specOrigin('secondShell');
const CATALOGUE = specOrigin('secondCatalogue');
const OLD_TITLE = 'Catálogo de Productos';
const NEW_TITLE = 'Catálogo de Productos (versión nueva)';
/** What the release's own product mapper adds to every product's name. */
const NAME_MARK = ' · v2';

const htmlOf = async (url: string) => (await fetch(url)).text();

/** One hash over every file of a folder (names and bytes). */
const folderHash = (folder: string) => {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = path.join(folder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(`${file}\0`).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
};
const distHashes = () =>
  Object.fromEntries(
    ['shell', 'mfe-marketing', 'mfe-catalogue', 'mfe-content', 'mfe-contact', 'mfe-internal'].map((folder) => [
      folder,
      folderHash(path.join(repoRoot, folder, 'dist')),
    ]),
  );

/** The PID listening on a port (ss), so "not restarted" means the same process answers. */
const pidOnPort = (port: number) => {
  const out = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  return Number(/pid=(\d+)/.exec(out)?.[1] ?? 0);
};

test.describe('releases: promote and roll back one remote', () => {
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-releases-'));
  const renderedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-rendered-'));
  const workspace = path.join(repoRoot, '.cache', 'e2e-release');
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PUBLIC_HOST: '127.0.0.1',
    SHELL_PORT: String(specPorts.secondShell),
    CATALOGUE_PORT: String(specPorts.secondCatalogue),
    CATALOGUE_URL: CATALOGUE,
    RELEASES_DIR: releasesDir,
    RENDERED_DIR: renderedDir,
    // No renderer's service for this shell: promote and rollback render its pages themselves.
    RENDER_HOOK_URL: `${refusedOrigin}/render`,
  };

  test.afterAll(async () => {
    await processes.stopAll();
    fs.rmSync(workspace, { recursive: true, force: true });
    fs.rmSync(releasesDir, { recursive: true, force: true });
    fs.rmSync(renderedDir, { recursive: true, force: true });
  });

  const processes = testProcesses();
  const releases = (...args: string[]) =>
    spawnSync('node', [path.join(repoRoot, 'scripts/releases.mjs'), ...args], { cwd: repoRoot, env, encoding: 'utf8' });

  test('a promoted release shows at once, the rest untouched; a rollback brings the old one back', async ({ page }) => {
    test.setTimeout(300_000);
    const before = distHashes();
    fs.cpSync(process.env.RENDERED_DIR ?? '', renderedDir, { recursive: true });

    // A copy of the catalogue with one visible change (the source tree is never modified).
    fs.rmSync(workspace, { recursive: true, force: true });
    fs.mkdirSync(workspace, { recursive: true });
    fs.copyFileSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(workspace, 'tsconfig.base.json'));
    const copy = path.join(workspace, 'mfe-catalogue');
    fs.cpSync(path.join(repoRoot, 'mfe-catalogue'), copy, {
      recursive: true,
      filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
    });
    const content = path.join(copy, 'src/content/catalogue.ts');
    const original = fs.readFileSync(content, 'utf8');
    const heroTitle = `eyebrow: 'Productos',\n  title: '${OLD_TITLE}',`;
    expect(original).toContain(heroTitle);
    fs.writeFileSync(content, original.replace(heroTitle, `eyebrow: 'Productos',\n  title: '${NEW_TITLE}',`));
    // The catalogue team's own data code: how a product's name is mapped from the CMS.
    const mappers = path.join(copy, 'src/api/mappers.ts');
    const mapping = 'slug: raw.slug,\n  name: raw.name,\n  brand:';
    const originalMappers = fs.readFileSync(mappers, 'utf8');
    expect(originalMappers).toContain(mapping);
    fs.writeFileSync(
      mappers,
      originalMappers.replace(mapping, `slug: raw.slug,\n  name: \`\${raw.name}${NAME_MARK}\`,\n  brand:`),
    );

    const made = releases('release', 'catalogue', '--app-dir', copy);
    expect(made.status, made.stderr).toBe(0);
    const [version] = JSON.parse(releases('list', '--json').stdout).apps.find(
      (entry: { name: string }) => entry.name === 'catalogue',
    ).available;
    // Not built from a commit: the version says so.
    expect(version).toMatch(/^1\.0\.0\+[0-9a-f]{7}\.dirty\.\d{8}T\d{6}Z$/);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(releasesDir, 'catalogue', version, 'mf-manifest.json'), 'utf8'),
    );
    expect(manifest.metaData.buildInfo.buildVersion).toBe(version);
    // A version that was never released is refused, and nothing changes.
    const missing = releases('promote', 'catalogue', `${version}-missing`);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/No existe la versión .* does not exist/);
    expect(fs.existsSync(path.join(releasesDir, 'catalogue', 'live.json'))).toBe(false);

    await untilRefused(`${SHELL}/runtime-config.json`, 15_000);
    await untilRefused(`${CATALOGUE}/mf-manifest.json`, 15_000);
    const shell = processes.staticServer('shell', specPorts.secondShell, env);
    const catalogue = processes.staticServer('mfe-catalogue', specPorts.secondCatalogue, env);
    await Promise.all([catalogue.start(), shell.start()]);
    await untilAnswers(`${CATALOGUE}/mf-manifest.json`);
    const shellPid = pidOnPort(specPorts.secondShell);
    expect(shellPid).toBe(shell.child().pid);

    // Before: the old title, addressed at the catalogue's own build.
    await page.goto(`${SHELL}/productos`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD_TITLE);
    const runtimeConfig = async () => (await (await fetch(`${SHELL}/runtime-config.json`)).json()).remotes;
    expect((await runtimeConfig()).catalogue).toBe(`${CATALOGUE}/mf-manifest.json`);

    // Promote: the addresses file, the page's HTML and a new page load all show the new release.
    const promoted = releases('promote', 'catalogue', version);
    expect(promoted.status, promoted.stderr).toBe(0);
    const remotes = await runtimeConfig();
    expect(remotes.catalogue).toBe(`${CATALOGUE}/releases/${version}/mf-manifest.json`);
    expect(remotes.content).toBe(`${originOf('content')}/mf-manifest.json`);
    const released = await fetch(remotes.catalogue);
    expect(released.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${SHELL}/runtime-config.json`)).headers.get('cache-control')).toBe('no-cache');
    const html = await htmlOf(`${SHELL}/productos`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${NEW_TITLE.replace(/[()]/g, '\\$&')}</h1>`));
    expect(html).toContain(`/releases/${version}/`);
    expect(html).toContain(NAME_MARK);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${SHELL}/productos`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(/^\d+ productos?$/)).toBeVisible();
    // Hydrated: the page is React's, and the names are the release's own mapper's.
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await expect(page.getByRole('heading', { name: new RegExp(`${NAME_MARK}$`) }).first()).toBeVisible();
    expect(errors).toEqual([]);
    // Another remote's page still works alongside.
    await page.goto(`${SHELL}/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Rollback: back to the catalogue's own build, in the HTML and in a new page load.
    const rolledBack = releases('rollback', 'catalogue');
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect((await runtimeConfig()).catalogue).toBe(`${CATALOGUE}/mf-manifest.json`);
    const oldHtml = await htmlOf(`${SHELL}/productos`);
    expect(oldHtml).toMatch(new RegExp(`<h1[^>]*>${OLD_TITLE}</h1>`));
    expect(oldHtml).not.toContain(`/releases/${version}/`);
    expect(oldHtml).not.toContain(NAME_MARK);
    await page.goto(`${SHELL}/productos`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD_TITLE);
    // The release stays served for a visit that began on it.
    expect((await fetch(`${CATALOGUE}/releases/${version}/mf-manifest.json`)).status).toBe(200);

    // The same shell process answered throughout, nothing was rebuilt, no other file changed.
    expect(shell.child().exitCode).toBeNull();
    expect(pidOnPort(specPorts.secondShell)).toBe(shellPid);
    expect(distHashes()).toEqual(before);
  });
});

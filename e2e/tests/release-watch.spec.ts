import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { originOf } from '../support/ports';
import { repoRoot } from '../support/processes';

/**
 * A promoted release is watched (docs/releases.md "Watched for its first minutes"): a release of the
 * catalogue whose page throws in visitors' browsers once it has loaded is promoted on the run's site
 * (with --force, as an emergency would; the canary would have refused it); visitors' beacons carry
 * its errors to the run's collector, and the run's renderer's service, looking every second, rolls it
 * back by itself, re-renders the catalogue's pages and records why; the staff dashboard shows the
 * automatic rollback and the release's errors.
 */
const releasesDir = process.env.E2E_RELEASES_DIR ?? '';
const SHELL = originOf('shell');
const RENDER = originOf('render');
const staffToken = process.env.E2E_ANALYTICS_STAFF_TOKEN ?? '';
const version = `1.0.0+vigilada.${Date.now()}`;
const pointer = path.join(releasesDir, 'catalogue', 'live.json');
const env = { ...process.env, HOST: '127.0.0.1', PUBLIC_HOST: '127.0.0.1', RELEASES_DIR: releasesDir };

// Visitors whose beacons reach the run's collector.
test.use({ realBeacons: true });

const releases = (...args: string[]) =>
  spawnSync('node', [path.join(repoRoot, 'scripts/releases.mjs'), ...args], { cwd: repoRoot, env, encoding: 'utf8' });
const live = () => (fs.existsSync(pointer) ? JSON.parse(fs.readFileSync(pointer, 'utf8')).live : null);
type RenderRun = { job: string[] | 'all'; code: number; at: string };
const renderStatus = async () =>
  (await (await fetch(`${RENDER}/status`)).json()) as { running: boolean; runs: RenderRun[] };
/** Whether a run that rendered the catalogue's pages (or everything) ended after `since`. */
const catalogueRenderedSince = async (since: number) => {
  const { running, runs } = await renderStatus();
  return (
    !running &&
    runs.some(({ job, at }) => Date.parse(at) > since && (job === 'all' || job.includes('remote:catalogue')))
  );
};

test.afterAll(() => {
  // Whatever happened, the run's site serves the catalogue's own build again.
  if (live() === version) releases('rollback', 'catalogue', '--reason', 'fin de la prueba', '--no-render');
});

test('a release that throws in visitors’ browsers is rolled back by the watch, and the dashboard shows it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The catalogue's built dist/ as a release whose page module, once loaded in a visitor's browser
  // (never in the renderer's), throws a moment later.
  const folder = path.join(releasesDir, 'catalogue', version);
  fs.cpSync(path.join(repoRoot, 'mfe-catalogue', 'dist'), folder, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes[0].assets.js.sync.find((file: string) => file.startsWith('__federation_expose_'));
  const chunk = path.join(folder, expose);
  fs.writeFileSync(
    chunk,
    `if(!self.__LINX_RENDER__)setTimeout(function(){throw new Error("rompe tras publicar")},0);${fs.readFileSync(chunk, 'utf8')}`,
  );
  for (const compressed of ['.gz', '.br']) fs.rmSync(`${chunk}${compressed}`, { force: true });

  const promoted = releases(
    'promote',
    'catalogue',
    version,
    '--force',
    '--reason',
    'prueba de la vigilancia',
    '--no-render',
  );
  expect(promoted.status, promoted.stderr).toBe(0);
  expect(live()).toBe(version);
  // Promoted with --no-render: the next run that renders the catalogue's pages is the watch's.
  const promotedAt = Date.now();

  // Visitors open /productos: each visit's beacon carries its page view and its error.
  const seen: { type: string; kind?: string; release?: string }[] = [];
  page.on('request', (request) => {
    if (request.url() === `${originOf('analytics')}/events`)
      seen.push(...JSON.parse(request.postData() ?? '{}').events);
  });
  const errors = () =>
    seen.filter(({ type, kind, release }) => type === 'error' && kind === 'error' && release === version).length;
  for (let visit = 1; visit <= 4 && live() === version; visit += 1) {
    await page.goto(`${SHELL}/productos`);
    // Each visit of the live release reports its error; the watch may roll it back during a visit (it acts on
    // the third), and a visit that then loads the catalogue's own build reports none.
    await expect.poll(() => errors() >= visit || live() !== version).toBe(true);
  }
  expect(errors()).toBeGreaterThanOrEqual(3);
  expect(seen).toContainEqual(expect.objectContaining({ type: 'pageview', remote: 'catalogue', release: version }));

  // The watch rolls it back within seconds, records why, and the catalogue's pages are rendered again.
  await expect.poll(live, { timeout: 20_000 }).toBeNull();
  const log = fs
    .readFileSync(path.join(releasesDir, 'catalogue', 'log.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(log.at(-1)).toMatchObject({ action: 'auto-rollback', from: version, version: null, by: 'vigilancia' });
  expect(log.at(-1).reason).toMatch(/^\d+ errores en \d+ vistas/);
  const config = await (await fetch(`${SHELL}/runtime-config.json`)).json();
  expect(config.remotes.catalogue).toBe(`${originOf('catalogue')}/mf-manifest.json`);
  await expect
    .poll(() => catalogueRenderedSince(promotedAt), {
      timeout: 20_000,
      message: 'a run that renders the catalogue’s pages after the rollback',
    })
    .toBe(true);

  // The staff dashboard: the automatic rollback with its reason, and the release's errors.
  await page.goto('/interno/analitica');
  await page.getByLabel('Clave del panel').fill(staffToken);
  await page.getByRole('button', { name: 'Ver cifras' }).click();
  await page.getByRole('button', { name: 'Últimos 7 días' }).click();
  const logTable = page.getByRole('table', { name: 'Publicaciones, rechazos y vueltas atrás' });
  await expect(
    logTable.getByRole('row').filter({ hasText: 'Vuelta atrás automática' }).filter({ hasText: 'vigilancia' }),
  ).toContainText(log.at(-1).reason);
  await expect(logTable.getByRole('row').filter({ hasText: 'Publicada sin canary' })).toContainText(version);
  const errorsRow = page
    .getByRole('table', { name: 'Errores por remoto y versión' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: version, exact: true }) });
  await expect(errorsRow.getByRole('cell').nth(0)).toHaveText('catalogue');
  await expect(errorsRow.getByRole('cell').nth(3)).not.toHaveText('0');
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { drillDir, repoRoot, testProcesses, type TestProcess } from '../../support/processes';
import {
  expectFallback,
  expectOwnPage,
  expectSameDocument,
  markDocument,
  navigateInApp,
  remotePages,
} from '../../support/drill-pages';
import { expectNeverBlankOrDoubled, h1Sequence, watchScreens } from '../../support/drill-screens';
import { drillOrigin, drillPorts } from '../../support/ports';

/**
 * Drill: a half-finished deploy of the catalogue. Its manifest and entry answer, but the chunk of
 * its page is not there yet (a copy of its build with that file deleted, served by a real static
 * server). The page shows the same fallback as a remote that is down, inside the frame, with no
 * uncaught error; once the file arrives, "Reintentar" shows the catalogue.
 */
const site = drillOrigin('halfDeployShell');
const catalogue = remotePages.catalogue;

test.describe('drill: a remote whose page chunk is missing (half-finished deploy)', () => {
  const processes = testProcesses();
  const copy = drillDir('half-deployed-catalogue');
  let pageChunk = '';
  let remote: TestProcess;

  test.beforeAll(async () => {
    const dist = path.join(repoRoot, 'mfe-catalogue/dist');
    fs.cpSync(dist, copy, { recursive: true, filter: (file) => !file.endsWith('.map') });
    const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'mf-manifest.json'), 'utf8')) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const page = manifest.exposes.find((expose) => expose.name === 'ProductCataloguePage');
    pageChunk = page?.assets.js.sync.find((file) => file.includes('ProductCataloguePage')) ?? '';
    expect(pageChunk, 'the page chunk named in the manifest').toMatch(/\.js$/);
    for (const file of [pageChunk, `${pageChunk}.br`, `${pageChunk}.gz`]) {
      fs.rmSync(path.join(copy, file), { force: true });
    }
    remote = processes.staticServer('mfe-catalogue', drillPorts.halfDeployCatalogue, {
      CATALOGUE_PORT: String(drillPorts.halfDeployCatalogue),
      DIST_DIR: copy,
    });
    const shell = processes.staticServer('shell', drillPorts.halfDeployShell, {
      SHELL_PORT: String(drillPorts.halfDeployShell),
      CATALOGUE_PORT: String(drillPorts.halfDeployCatalogue),
    });
    await Promise.all([remote.start(), shell.start()]);
  });
  test.afterAll(() => processes.stopAll());

  test('the catalogue shows the fallback inside the frame, no uncaught error; Reintentar recovers once the chunk is there', async ({
    page,
  }) => {
    const watch = await watchScreens(page);
    const chunkAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(`/${pageChunk}`)) chunkAnswers.push(response.status());
    });
    const origin = drillOrigin('halfDeployCatalogue');
    expect((await fetch(`${origin}/mf-manifest.json`)).status).toBe(200);
    expect((await fetch(`${origin}/remoteEntry.js`)).status).toBe(200);
    expect((await fetch(`${origin}/${pageChunk}`)).status).toBe(404);

    // First visit.
    await page.goto(`${site}${catalogue.path}`);
    await expectFallback(page);
    const firstVisit = await watch.screens();
    expectNeverBlankOrDoubled(firstVisit);
    test.info().annotations.push({ type: 'first visit', description: h1Sequence(firstVisit).join(' → ') });
    expect(chunkAnswers.length, 'the page chunk was asked for').toBeGreaterThan(0);
    expect(chunkAnswers.every((status) => status === 404)).toBe(true);

    // A navigation inside the site: from the contact page to the catalogue.
    await page.goto(`${site}/contacto`);
    await expectOwnPage(page, 'contact');
    await navigateInApp(page, catalogue.path);
    await expectFallback(page);
    expectNeverBlankOrDoubled(await watch.screens());

    // The deploy completes: the chunk arrives and the server starts again (it lists its files when
    // it starts); "Reintentar" shows the page, in the same document.
    fs.copyFileSync(path.join(repoRoot, 'mfe-catalogue/dist', pageChunk), path.join(copy, pageChunk));
    await remote.kill('SIGTERM');
    await remote.start();
    await markDocument(page);
    await page.getByRole('main').getByRole('button', { name: 'Reintentar' }).click();
    await expectOwnPage(page, 'catalogue');
    await expectSameDocument(page);
    expectNeverBlankOrDoubled(await watch.screens());
    expect(watch.uncaught, 'uncaught errors').toEqual([]);
  });
});

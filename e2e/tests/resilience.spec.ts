import { expect, test } from '../support/test';
import { originOf, specOrigin, specPorts } from '../support/ports';
import { testProcesses, untilAnswers } from '../support/processes';
import { expectSiteFrame } from '../support/site';

const catalogueFiles = `${originOf('catalogue')}/**`;

test.describe('a remote that is down', () => {
  test('shows the Spanish fallback inside the layout; other routes keep working; Reintentar recovers', async ({
    page,
  }) => {
    await page.route(catalogueFiles, (route) => route.abort('connectionrefused'));
    await page.goto('/productos');
    await expectSiteFrame(page);
    await expect(page.getByText('Esta sección no está disponible en este momento')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Recursos' }).hover();
    await page.locator('#menu-recursos').getByRole('link', { name: /Blog/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Esta sección no está disponible en este momento')).toHaveCount(0);

    await page.goBack();
    await expect(page.getByText('Esta sección no está disponible en este momento')).toBeVisible();
    await page.unroute(catalogueFiles);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Productos' })).toBeVisible();
  });
});

test.describe('run-time addresses', () => {
  const processes = testProcesses();
  test.afterAll(() => processes.stopAll());

  test('a remote moved to another port loads through the addresses file, without rebuilding the shell', async ({
    page,
  }) => {
    // The same built files: the catalogue on a port of its own, and a second shell whose addresses file says so.
    const shell = specOrigin('secondShell');
    const catalogue = specOrigin('secondCatalogue');
    const movedCatalogue = processes.staticServer('mfe-catalogue', specPorts.secondCatalogue, {
      CATALOGUE_PORT: String(specPorts.secondCatalogue),
    });
    const secondShell = processes.staticServer('shell', specPorts.secondShell, {
      SHELL_PORT: String(specPorts.secondShell),
      CATALOGUE_URL: catalogue,
    });
    await Promise.all([secondShell.start(), movedCatalogue.start()]);
    await untilAnswers(`${catalogue}/mf-manifest.json`);

    const catalogueHosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('mf-manifest.json')) catalogueHosts.add(url.port);
    });
    await page.goto(`${shell}/productos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Productos' })).toBeVisible();
    expect([...catalogueHosts]).toEqual([String(specPorts.secondCatalogue)]);
  });
});

import { expect, test } from '../support/test';
import { appServers } from '../support/app-servers';
import { originOf } from '../support/ports';
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
  const { serve, stopAll } = appServers();
  test.afterAll(stopAll);

  test('a remote moved to another port loads through the addresses file, without rebuilding the shell', async ({
    page,
  }) => {
    // The same built files: the catalogue on :3102, and a shell on :3100 whose addresses file says so.
    serve('mfe-catalogue', { CATALOGUE_PORT: '3102' });
    serve('shell', { SHELL_PORT: '3100', CATALOGUE_URL: 'http://127.0.0.1:3102' });
    await expect
      .poll(async () => (await fetch('http://127.0.0.1:3100/runtime-config.json').catch(() => null))?.status, {
        timeout: 15000,
      })
      .toBe(200);
    await expect
      .poll(async () => (await fetch('http://127.0.0.1:3102/mf-manifest.json').catch(() => null))?.status, {
        timeout: 15000,
      })
      .toBe(200);

    const catalogueHosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('mf-manifest.json')) catalogueHosts.add(url.port);
    });
    await page.goto('http://127.0.0.1:3100/productos');
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Productos' })).toBeVisible();
    expect([...catalogueHosts]).toEqual(['3102']);
  });
});

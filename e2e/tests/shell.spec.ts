import { expect, test } from '../support/test';
import { e2ePorts, siteUrl } from '../support/ports';
import { firstCmsEntries } from '../support/routes';
import { expectSiteFrame } from '../support/site';

/** Every route of the route table of docs/site.md §2, with the remote that serves it and its page title. */
const routes = [
  { path: '/', port: e2ePorts.marketing, title: /\| LINX$/ },
  { path: '/experiencia-cliente', port: e2ePorts.marketing, title: /audiencia \| LINX$/i },
  { path: '/productividad', port: e2ePorts.marketing, title: /productividad \| LINX$/i },
  { path: '/servicios/senalizacion-digital', port: e2ePorts.marketing, title: /Señalización Digital \| LINX$/ },
  { path: '/servicios/gestion-contenidos', port: e2ePorts.marketing, title: /Gestión de Contenidos \| LINX$/ },
  { path: '/servicios/lift-and-learn', port: e2ePorts.marketing, title: /Lift and Learn.* \| LINX$/ },
  { path: '/servicios/medicion-audiencia', port: e2ePorts.marketing, title: /Medición de Audiencia \| LINX$/ },
  { path: '/servicios/cloud', port: e2ePorts.marketing, title: /Cloud.* \| LINX$/ },
  { path: '/servicios/asistente-ia', port: e2ePorts.marketing, title: /^Asistente IA \| LINX$/ },
  { path: '/servicios/comunicaciones-internas', port: e2ePorts.marketing, title: /Comunicaciones Internas \| LINX$/ },
  { path: '/servicios/seo', port: e2ePorts.marketing, title: /SEO.* \| LINX$/ },
  { path: '/sobre-nosotros', port: e2ePorts.marketing, title: /Sobre Nosotros \| LINX$/ },
  { path: '/podcast', port: e2ePorts.marketing, title: /Podcast.* \| LINX$/ },
  { path: '/productos', port: e2ePorts.catalogue, title: /^Catálogo de Productos \| LINX$/ },
  { path: '/blog', port: e2ePorts.content, title: /^Blog \| LINX$/ },
  { path: '/casos-exito', port: e2ePorts.content, title: /^Casos de Éxito \| LINX$/ },
  { path: '/recursos', port: e2ePorts.content, title: /^Materiales Descargables \| LINX$/ },
  { path: '/contacto', port: e2ePorts.contact, title: /Contacto \| LINX$/ },
  { path: '/contacto/exito', port: e2ePorts.contact, title: /Mensaje Enviado \| LINX$/ },
  { path: '/sobre-nosotros/firmas', port: e2ePorts.internal, title: /Firmas.* \| LINX$/i },
];

test.describe('route table', () => {
  for (const route of routes) {
    test(`${route.path} renders its remote page inside the frame`, async ({ page }) => {
      const remoteRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`:${route.port}/`)) remoteRequests.push(request.url());
      });
      await page.goto(route.path);
      await expectSiteFrame(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(route.title);
      expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    });
  }

  test('deep links to article and case pages load from the static server, not a 404', async ({ page }) => {
    const { articles, cases } = await firstCmsEntries();
    // Each page's own h1 is the title the CMS holds for that article or case.
    const titles = {
      [`/blog/${articles.slug}`]: articles.title,
      [`/casos-exito/${cases.slug}`]: cases.title,
    };
    for (const [url, title] of Object.entries(titles)) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expectSiteFrame(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), url).toHaveText(title);
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      await expect(page.getByText('Esta sección no está disponible en este momento')).toHaveCount(0);
    }
  });
});

test.describe('unknown routes', () => {
  test('an unknown route shows the 404 page inside the layout', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe');
    await expectSiteFrame(page);
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expect(page.getByText(/La página que buscas no existe/)).toBeVisible();
    await page.getByRole('link', { name: 'Volver al Inicio' }).click();
    await expect(page).toHaveURL(`${siteUrl}/`);
  });

  test('/home redirects to /', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(`${siteUrl}/`);
  });
});

test.describe('shared singletons', () => {
  test('a remote route uses the shell copy of React, the router, styled-components and shared', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/productos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The federation runtime's share scope: package → versions → who provided it and who uses it.
    const providers = await page.evaluate(() => {
      type Entry = { from: string; loaded?: boolean; useIn?: string[] };
      const share = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, Array<{ from: string; loaded: boolean; useIn: string[] }>> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(packages)) {
            result[pkg] = Object.values(versions).map((entry) => ({
              from: entry.from,
              loaded: Boolean(entry.loaded),
              useIn: entry.useIn ?? [],
            }));
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', 'react-router', 'react-router-dom', 'styled-components', '@linx/shared']) {
      const loaded = (providers[pkg] ?? []).filter((entry) => entry.loaded);
      expect(loaded, `${pkg} loaded copies`).toHaveLength(1);
      expect(loaded[0].from, `${pkg} provider`).toBe('shell');
    }
    // Only the shell and the catalogue remote were fetched: other remotes stay untouched.
    const ports = new Set(scripts.map((url) => new URL(url).port));
    expect([...ports].sort()).toEqual([String(e2ePorts.shell), String(e2ePorts.catalogue)].sort());
  });
});

import { fillContactForm, submitContactForm } from '../support/contact-form';
import { originOf } from '../support/ports';
import { expect, test, type Page } from '../support/test';

/**
 * Measurement without cookies (docs/decisions.md 14) against the run's analytics collector: a visit
 * from a campaign, three pages and a lead reach the staff dashboard; a visitor with Global Privacy
 * Control sends nothing at all.
 */
const collector = originOf('analytics');
// The beacons reach the run's collector: this spec counts them there.
test.use({ realBeacons: true });
const staffToken = process.env.E2E_ANALYTICS_STAFF_TOKEN ?? '';

/** The events of every beacon the page sends to the collector. */
const watchBeacons = (page: Page) => {
  const events: { type: string; path?: string; name?: string }[] = [];
  page.on('request', (request) => {
    if (request.url() === `${collector}/events`) events.push(...(JSON.parse(request.postData() ?? '{}').events ?? []));
  });
  return events;
};

const row = (page: Page, table: string, first: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: first, exact: true }) });

test.describe('analytics without cookies', () => {
  test('a campaign visit of three pages and its lead appear in the staff dashboard', async ({ page, context }) => {
    // A journey of five page loads, a form and the dashboard: longer than one page's test.
    test.setTimeout(90_000);
    const source = `e2e-${Date.now()}`;
    const events = watchBeacons(page);
    await page.goto(`/servicios/seo?utm_source=${source}&utm_medium=email&utm_campaign=primavera`);
    await expect.poll(() => events.filter((event) => event.type === 'pageview').length).toBe(1);

    // In-app navigations: the footer's links, no document load.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Catálogo de Productos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Productos' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
    await fillContactForm(page, {
      name: 'Tomás Muñoz',
      email: 'tomas.munoz@retail-sur.cl',
      company: `Retail Sur ${source}`,
      service: 'Medición de Audiencia',
      message: 'Queremos medir qué campañas traen consultas.',
    });
    expect((await submitContactForm(page)).status()).toBe(202);
    await expect(page).toHaveURL(/\/contacto\/exito$/);
    // Each page view leaves in a beacon a second after it, or when the page is hidden.
    await expect
      .poll(() => events.filter((event) => event.type === 'pageview').map((event) => event.path))
      .toEqual(['/servicios/seo', '/productos', '/contacto', '/contacto/exito']);
    expect(await context.cookies()).toEqual([]);

    // Leaving the page sends its last beacon: the vitals known only when a page is hidden.
    await page.goto('/interno/analitica');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.getByLabel('Clave del panel').fill(staffToken);
    await page.getByRole('button', { name: 'Ver cifras' }).click();
    await page.getByRole('button', { name: 'Últimos 7 días' }).click();

    // Visits, conversions, leads and the rate of the campaign: one entry, its lead.
    await expect(row(page, 'Fuentes', source).getByRole('cell')).toHaveText([source, '1', '1', '1', /^100\s?%$/]);
    await expect(row(page, 'Páginas de entrada', '/servicios/seo').getByRole('cell').nth(3)).not.toHaveText('0');
    for (const path of ['/servicios/seo', '/productos', '/contacto'])
      await expect(row(page, 'Páginas más vistas', path)).toBeVisible();
    for (const metric of ['LCP', 'CLS'])
      await expect(
        row(page, 'Core Web Vitals de visitas reales (p75)', '/servicios/seo').filter({
          has: page.getByRole('cell', { name: metric, exact: true }),
        }),
      ).not.toHaveCount(0);

    // The dashboard as staff see it on a laptop, then opened on a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('dashboard-1280.png'), fullPage: true });
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto('/interno/analitica');
    await phone.getByLabel('Clave del panel').fill(staffToken);
    await phone.getByRole('button', { name: 'Ver cifras' }).click();
    await phone.getByRole('button', { name: 'Últimos 7 días' }).click();
    await expect(row(phone, 'Fuentes', source)).toBeVisible();
    // The page scrolls sideways only if something is wider than the screen (tables scroll inside their panel).
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.screenshot({ path: test.info().outputPath('dashboard-375.png'), fullPage: true });
  });

  test('a visitor with Global Privacy Control sends nothing, not even the measuring code', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(collector) || /\/analytics\.[0-9a-f]+\.js$/.test(request.url()))
        seen.push(request.url());
    });
    await page.goto('/?utm_source=gpc');
    await page.waitForLoadState('load');
    // Past the moment the beacons would start (load, then idle), then the page is hidden and left.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
    await page.close({ runBeforeUnload: true });
    expect(seen).toEqual([]);
    await context.close();
  });
});

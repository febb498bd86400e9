import { expect, test, type Page } from '../support/test';
import { paths } from '../../shared/src/config/paths';
import { pageKeys, routeUrls, type PageKey } from '../support/routes';
import { axeFindings } from '../support/axe';

/**
 * axe-core over every route of the site at desktop and phone width, and with the phone menu and a
 * desktop dropdown open: no serious or critical violation of WCAG 2.1 A/AA. Also the metadata a
 * search engine reads on every page (lang, title, description, canonical link).
 */
const VIEWPORTS = [
  { name: 'escritorio', width: 1280, height: 800 },
  { name: 'móvil', width: 375, height: 812 },
] as const;

/**
 * The page has rendered its content (data included) and nothing is still loading. The network's
 * quiet is waited for at most 10 s; what the audit needs is checked by the page itself, no section
 * still "Cargando…". (The staff dashboard used to reach that limit at each width: it never read the
 * body of the collector's 401, so that request never ended; it lets the body go now.)
 */
const settle = async (page: Page) => {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
};

const seriousViolations = (page: Page) => axeFindings(page, { serious: true });

/**
 * Text and controls of the page's first section that do not fit the phone's screen. The section
 * clips what overflows (`overflow: hidden`), so the page would not scroll sideways: the text would
 * just be cut off. Carousel slides waiting off screen are left out.
 */
const offTheScreen = (page: Page) =>
  page.evaluate(() => {
    const section = document.querySelector('main h1')?.closest('section') ?? document.querySelector('main');
    const elements = [...(section?.querySelectorAll('h1, h2, p, li, a, button') ?? [])];
    return elements
      .filter((element) => !element.closest('[aria-roledescription="carousel"]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
      })
      .map((element) => `${element.tagName.toLowerCase()} «${element.textContent?.trim().slice(0, 40)}»`);
  });

test.describe('accessibility (axe) and metadata on every route', () => {
  test.describe.configure({ timeout: 90_000 });
  let urls: Record<PageKey, string>;
  test.beforeAll(async () => {
    urls = await routeUrls();
  });

  for (const key of pageKeys) {
    test(`${paths[key]}: 0 serious/critical violations at 1280 and 375 px`, async ({ page }) => {
      const url = urls[key];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(url);
        await settle(page);
        expect(await seriousViolations(page), `${url} (${viewport.name})`).toEqual([]);
      }
      // The last viewport is the phone's: the first section's text and controls fit its screen.
      expect(await offTheScreen(page), `${url} (375 px)`).toEqual([]);
      // Search-engine basics of the page just audited.
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle(/\S+ \| LINX$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      if (key !== 'signatures') {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url}$`));
      }
    });
  }

  test('the 404 page has no serious/critical violations', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe');
    await expect(page.getByText('404 Not Found')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open phone menu has no serious/critical violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const group of ['Productos', 'Servicios']) {
    test(`the open "${group}" dropdown has no serious/critical violations`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await settle(page);
      const trigger = page.getByRole('banner').getByRole('button', { name: group });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

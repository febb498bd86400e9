import { expect, test, type Page } from '../support/test';

/**
 * The phone menu is a modal dialog (issue 16): while it is open Tab and Shift+Tab stay inside it,
 * and closing it (Escape, the overlay, a link) gives focus back to the button that opened it.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** Waits until React owns the header's HTML, so the menu button answers. */
const openHydrated = async (page: Page, path: string, h1: string) => {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(h1);
  await page.waitForFunction(() => {
    const opener = document.querySelector('header [aria-controls="menu-movil"]');
    return opener !== null && Object.keys(opener).some((key) => key.startsWith('__reactFiber'));
  });
};

const focusInsideMenu = (page: Page) =>
  page.evaluate(() => Boolean(document.getElementById('menu-movil')?.contains(document.activeElement)));

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });

test.describe('phone menu at 375 px', () => {
  test('keeps focus inside while open and gives it back to the opener on Escape', async ({ page }) => {
    await openHydrated(page, '/podcast', 'Podcast LINX');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Abrir menú' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();

    const tabbable = menu.locator('a[href], button:not([disabled])');
    const first = tabbable.first();
    const last = tabbable.last();
    const count = await tabbable.count();
    expect(count).toBeGreaterThan(10);

    // Shift+Tab from the first element goes to the last, Tab from the last back to the first.
    await first.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();

    // A whole round and more, each way: focus never leaves the menu.
    for (let i = 0; i < count + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInsideMenu(page), `Tab ${i + 1}: ${await focusedName(page)}`).toBe(true);
    }
    for (let i = 0; i < count + 2; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInsideMenu(page), `Shift+Tab ${i + 1}: ${await focusedName(page)}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();
  });

  test('gives focus back to the opener when closed with the overlay or a link', async ({ page }) => {
    await openHydrated(page, '/podcast', 'Podcast LINX');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Abrir menú' });
    const menu = page.getByRole('dialog', { name: 'Menú' });

    await opener.click();
    await expect(menu).toBeVisible();
    // The overlay: the strip of page left of the 320 px drawer.
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Sobre Nosotros', exact: true }).click();
    await expect(page).toHaveURL(/\/sobre-nosotros$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Transformamos Ideas en Realidad',
    );
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

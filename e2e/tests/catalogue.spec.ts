import { expect, test, type Page } from '../support/test';

/**
 * Product catalogue (/productos, mfe-catalogue) against the real seeded CMS.
 * Names and counts below are the Spanish seed content of cms/src/seed/data/products.js (14 products).
 */
const TOTEM = 'Tótem Indoor 49" Táctil';
const VIDEOWALL = 'Videowall VM55B-U 700 nits';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar productos' });
const filters = (page: Page) => page.getByRole('group', { name: 'Filtrar productos por categoría' });
const count = (page: Page) => page.getByText(/^\d+ productos?$/);
const query = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

test.describe('product catalogue', () => {
  test('search (case and accents), category filter, both in the URL, and Back', async ({ page }) => {
    await page.goto('/productos');
    await expect(page).toHaveTitle('Catálogo de Productos | LINX');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Productos' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Todos los productos' })).toBeVisible();
    await expect(count(page)).toHaveText('14 productos');
    await expect(filters(page).getByRole('button', { name: 'Ver todos' })).toHaveAttribute('aria-pressed', 'true');

    await searchBox(page).fill('PANTALLA TACTIL');
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados para "PANTALLA TACTIL"' })).toBeVisible();
    await expect(count(page)).toHaveText('1 producto');
    await expect(page.getByRole('article', { name: TOTEM })).toBeVisible();
    expect(query(page, 'q')).toBe('PANTALLA TACTIL');

    await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await expect(count(page)).toHaveText('14 productos');
    await expect(searchBox(page)).toBeFocused();

    await filters(page).getByRole('button', { name: 'Pantallas LED' }).click();
    await expect(filters(page).getByRole('button', { name: 'Pantallas LED' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Pantallas LED' })).toBeVisible();
    await expect(count(page)).toHaveText('3 productos');
    expect(query(page, 'categoria')).toBe('pantallas-led');

    // Search and category combine.
    await searchBox(page).fill('samsung');
    await expect(count(page)).toHaveText('0 productos');
    await expect(page.getByText('No se encontraron productos que coincidan con tu búsqueda.')).toBeVisible();
    await filters(page).getByRole('button', { name: 'Videowalls' }).click();
    await expect(count(page)).toHaveText('1 producto');
    await expect(page.getByRole('article', { name: VIDEOWALL })).toBeVisible();

    // Back: to the search inside "Pantallas LED", then to the category without search.
    await page.goBack();
    await expect(filters(page).getByRole('button', { name: 'Pantallas LED' })).toHaveAttribute('aria-pressed', 'true');
    await expect(searchBox(page)).toHaveValue('samsung');
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('');
    await expect(count(page)).toHaveText('3 productos');

    // A filtered view can be shared and reloaded.
    await page.goto('/productos?q=videowall&categoria=videowalls');
    await expect(searchBox(page)).toHaveValue('videowall');
    await expect(count(page)).toHaveText('3 productos');
  });

  test('detail: open from a card, images, brochure, Back, deep link and close', async ({ page }) => {
    await page.goto('/productos?categoria=videowalls');
    const card = page.getByRole('article', { name: VIDEOWALL });
    await card.getByRole('button', { name: `Imagen siguiente de ${VIDEOWALL}` }).click();
    await card.getByRole('button', { name: `Detalles de ${VIDEOWALL}` }).click();

    const heading = page.getByRole('heading', { level: 2, name: VIDEOWALL });
    await expect(heading).toBeFocused();
    expect(query(page, 'producto')).toBe('samsung-vm55b-u');
    await expect(page.getByRole('heading', { level: 2, name: 'Videowalls' })).toHaveCount(0);

    const detail = page.getByRole('article', { name: VIDEOWALL });
    // The detail opens on the first image; arrows wrap and thumbnails pick an image.
    await expect(detail.getByRole('button', { name: `Ver imagen 1 de ${VIDEOWALL}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await detail.getByRole('button', { name: `Imagen anterior de ${VIDEOWALL}` }).click();
    await expect(detail.getByRole('button', { name: `Ver imagen 2 de ${VIDEOWALL}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await detail.getByRole('button', { name: `Ver imagen 1 de ${VIDEOWALL}` }).click();
    // The large photo, named by its alternative text in the Media Library (the thumbnails are decoration).
    const photo = detail.getByRole('img');
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('alt', /\S/);
    await expect(photo).toHaveAttribute('fetchpriority', 'high');

    const brochure = detail.getByRole('link', { name: /Ver documento t[ée]cnico/ });
    await expect(brochure).toHaveAttribute('target', '_blank');
    await expect(brochure).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(brochure).toHaveAttribute('href', /\.pdf$/);
    for (const title of ['Descripción', 'Características', 'Especificaciones', 'Tamaños Disponibles']) {
      await expect(detail.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(detail.getByRole('button', { name: 'Solicitar información' })).toBeVisible();

    // Back returns to the list it came from; Forward and a reload show the detail again.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Videowalls' })).toBeVisible();
    await expect(page).toHaveURL(/\/productos\?categoria=videowalls$/);
    await page.goForward();
    await expect(heading).toBeVisible();
    await page.reload();
    await expect(heading).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar detalle' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Videowalls' })).toBeVisible();
    expect(query(page, 'producto')).toBeNull();

    // A product without a brochure has no link.
    await page.goto('/productos?producto=nec-multisync-videowall-46');
    await expect(
      page.getByRole('heading', { level: 2, name: 'MultiSync Videowall 46" Sala de Control' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /documento t[ée]cnico/ })).toHaveCount(0);
  });

  test('Enter and "Buscar" submit the search: the results get focus; without JavaScript it is GET ?q=', async ({
    page,
    browser,
  }) => {
    await page.goto('/productos');
    await searchBox(page).fill('videowall');
    await expect(page.getByRole('article', { name: VIDEOWALL })).toBeVisible();
    await searchBox(page).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados para "videowall"' })).toBeFocused();
    expect(query(page, 'q')).toBe('videowall');

    await searchBox(page).fill('samsung');
    await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados para "samsung"' })).toBeFocused();

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto('/productos');
      await searchBox(plain).fill('tótem');
      await searchBox(plain).press('Enter');
      await plain.waitForURL(/\/productos\?q=/);
      expect(new URL(plain.url()).searchParams.get('q')).toBe('tótem');
      await expect(plain.getByRole('heading', { level: 1, name: 'Catálogo de Productos' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('"Solicitar información" leads to the contact form', async ({ page }) => {
    await page.goto('/productos?producto=linx-totem-indoor-49');
    await page.getByRole('button', { name: 'Solicitar información' }).click();
    await expect(page).toHaveURL(/\/contacto#contact-form$/);
  });

  test('works at 375 px without horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/productos');
    await expect(count(page)).toHaveText('14 productos');
    await filters(page).getByRole('button', { name: 'Videowalls' }).click();
    await expect(count(page)).toHaveText('3 productos');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: `Detalles de ${VIDEOWALL}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: VIDEOWALL })).toBeInViewport();
  });
});

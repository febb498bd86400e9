import { expect, test } from '../support/test';

/**
 * Blog, success cases and downloadable materials (mfe-content) against the real seeded CMS.
 * Titles below are the Spanish seed content of cms/src/seed/data.
 */
const FEATURED = 'Cartelería digital en retail: cómo convertir cada pantalla en un vendedor';
const METRICS = '5 métricas para medir el impacto de tus pantallas';
const INTERNAL = 'Comunicación interna con pantallas: menos correos, más equipo';
const RETAIL_CASE = 'Red de cartelería digital en 35 tiendas de vestuario';

test.describe('blog', () => {
  test('list → article → back, with the featured article kept whatever the filter', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    const featured = page.getByRole('article', { name: FEATURED });
    await expect(featured.getByText('Destacado')).toBeVisible();

    const filters = page.getByRole('group', { name: 'Filtrar artículos por categoría' });
    await expect(filters.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await filters.getByRole('button', { name: 'Productividad' }).click();
    await expect(page.getByRole('link', { name: INTERNAL, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: METRICS, exact: true })).toHaveCount(0);
    await expect(featured).toBeVisible();
    await filters.getByRole('button', { name: 'Todos' }).click();

    await page.getByRole('link', { name: METRICS, exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/metricas-impacto-pantallas$/);
    await expect(page.getByRole('heading', { level: 1, name: METRICS })).toBeVisible();
    await expect(page).toHaveTitle(`${METRICS} | LINX`);
    await expect(page.getByRole('link', { name: /Escribir un correo a/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('button', { name: 'Compartir este artículo' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

    await page.getByRole('link', { name: 'Volver al blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('article', { name: FEATURED })).toBeVisible();
  });

  test('a deep link to an article loads, and an unknown slug explains itself', async ({ page }) => {
    await page.goto('/blog/carteleria-digital-en-retail');
    await expect(page.getByRole('heading', { level: 1, name: FEATURED })).toBeVisible();

    await page.goto('/blog/no-existe-este-articulo');
    await expect(page.getByRole('heading', { level: 1, name: 'Artículo no encontrado' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('success cases', () => {
  test('list → detail → reload of the detail URL (each reads the case by slug)', async ({ page }) => {
    await page.goto('/casos-exito');
    await expect(page.getByRole('heading', { level: 1, name: 'Casos de Éxito' })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filtrar casos por categoría' });
    await expect(filters.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: `Ver caso completo: ${RETAIL_CASE}` }).click();
    await expect(page).toHaveURL(/\/casos-exito\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: RETAIL_CASE })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(80);
    for (const name of ['La Empresa', 'El Desafío', 'La Solución', 'Resultados Destacados']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: RETAIL_CASE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados Destacados' })).toBeVisible();
    const gallery = page.getByRole('region', { name: /^Galería:/ });
    await expect(gallery.getByText('1 de 3')).toBeVisible();
    await gallery.getByRole('button', { name: 'Medio anterior' }).click();
    await expect(gallery.getByText('3 de 3')).toBeVisible();

    await page.getByRole('link', { name: 'Volver a casos de éxito' }).click();
    await expect(page).toHaveURL(/\/casos-exito$/);
  });

  test('an unknown case slug shows a Spanish "not found" with a link back', async ({ page }) => {
    await page.goto('/casos-exito/caso-que-no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Caso de éxito no encontrado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a casos de éxito' })).toBeVisible();
  });
});

test.describe('downloadable materials', () => {
  test('search over title and description, and filter by category', async ({ page }) => {
    await page.goto('/recursos');
    await expect(page.getByRole('heading', { level: 1, name: 'Materiales Descargables' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(9);
    const filters = page.getByRole('group', { name: 'Filtrar materiales por categoría' });
    await expect(filters.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');

    const search = page.getByRole('searchbox', { name: 'Buscar materiales' });
    await search.fill('MEDICION');
    await expect(cards).toHaveText(['Guía de Medición de Audiencia']);
    await search.fill('faenas');
    await expect(cards).toHaveText(['Checklist: Comunicación Interna con Pantallas']);
    await search.fill('');
    await expect(cards).toHaveCount(9);

    await filters.getByRole('button', { name: 'Analítica y Medición' }).click();
    await expect(cards).toHaveText(['Guía de Medición de Audiencia']);
    const download = page.getByRole('link', { name: /Descargar Brief: Guía de Medición de Audiencia/ });
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(download).toHaveAttribute('href', /\.pdf$/);

    await search.fill('videowall');
    await expect(page.getByText('No hay materiales para mostrar en este momento.')).toBeVisible();
  });
});

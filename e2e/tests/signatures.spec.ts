import { expect, test } from '../support/test';

const PATH = '/sobre-nosotros/firmas';
const COPY = 'Copiar código HTML';
const COPIED = '¡Código HTML copiado!';

test.describe('email signature builder', () => {
  test('copies the selected signature as HTML and plain text', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseURL ?? page.url()).origin,
    });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Generador de Firmas de Correo' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const manager = page.getByRole('button', { name: /Rodrigo Salinas/ });
    await manager.click();
    await expect(manager).toHaveAttribute('aria-pressed', 'true');
    const preview = page.getByTestId('signature-preview');
    await expect(preview.getByText('Gerente Comercial')).toBeVisible();
    // The photo is an absolute URL of the CMS's Media Library (the logo, of the assets base address).
    await expect
      .poll(() =>
        preview
          .getByRole('img', { name: 'Foto de Rodrigo Salinas' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: COPY }).click();
    await expect(page.getByRole('button', { name: COPIED })).toBeVisible();

    const clipboard = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const html = item.types.includes('text/html') ? await (await item.getType('text/html')).text() : '';
      return { types: item.types, html, plain: await navigator.clipboard.readText() };
    });
    expect(clipboard.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
    expect(clipboard.plain.startsWith('<table')).toBe(true);
    expect(clipboard.plain).toContain('mailto:rodrigo.salinas@linx.cl');
    expect(clipboard.plain).not.toMatch(/<script/i);
    expect(clipboard.html).toContain('Rodrigo Salinas');
    // What was copied is what the preview shows.
    const same = await preview.evaluate((element, code) => {
      const parsed = document.createElement('div');
      parsed.innerHTML = code;
      return parsed.innerHTML === element.innerHTML;
    }, clipboard.plain);
    expect(same).toBe(true);

    // The confirmation lasts 2 s.
    await expect(page.getByRole('button', { name: COPY })).toBeVisible({ timeout: 5000 });
  });

  test('Volver goes home when the page was opened directly', async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

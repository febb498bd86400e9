import { expect, test } from '../support/test';
import { expectSiteFrame } from '../support/site';
import { axeFindings } from '../support/axe';

/** The eight /servicios/* pages of mfe-marketing (issue 8). */
const servicePages = [
  { path: '/servicios/senalizacion-digital', title: /^Señalización Digital \| LINX$/, h1: 'Señalización digital' },
  { path: '/servicios/gestion-contenidos', title: /^Gestión de Contenidos \| LINX$/, h1: 'Gestión de contenidos' },
  { path: '/servicios/lift-and-learn', title: /^Lift and Learn \| LINX$/, h1: 'Lift and Learn' },
  { path: '/servicios/medicion-audiencia', title: /^Medición de Audiencia \| LINX$/, h1: 'Medición de audiencia' },
  { path: '/servicios/cloud', title: /^Implementación Cloud \| LINX$/, h1: 'Implementación cloud' },
  { path: '/servicios/asistente-ia', title: /^Asistente IA \| LINX$/, h1: 'LIA' },
  {
    path: '/servicios/comunicaciones-internas',
    title: /^Comunicaciones Internas \| LINX$/,
    h1: 'Comunicación interna',
  },
  { path: '/servicios/seo', title: /^SEO y SEM \| LINX$/, h1: 'Posiciona tu Negocio en Google' },
] as const;

test.describe('service pages', () => {
  for (const { path, title, h1 } of servicePages) {
    test(`${path} loads inside the layout with its title`, async ({ page }) => {
      await page.goto(path);
      await expectSiteFrame(page);
      await expect(page).toHaveTitle(title);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main.getByRole('heading', { level: 1 })).toContainText(h1);
      expect(await axeFindings(page, { include: 'main' })).toEqual([]);
    });

    test(`${path} has no horizontal scroll at 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      // The page itself (the stand-in shown when the remote is missing has no horizontal scroll either).
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(h1);
      await expect(page.getByText('Esta sección no está disponible en este momento')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  }

  test('the SEO hero button scrolls to the contact section of the page', async ({ page }) => {
    await page.goto('/servicios/seo');
    const contact = page.getByRole('region', { name: '¿Listo para llegar al primer lugar?' });
    await expect(contact).toHaveAttribute('id', 'contacto-seo');
    await expect(contact).not.toBeInViewport();
    await page.getByRole('main').getByRole('link', { name: 'Quiero posicionar mi negocio' }).click();
    await expect(contact).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(contact.getByRole('link', { name: 'Solicitar diagnóstico' })).toHaveAttribute('href', '/contacto');
  });

  test('banner and hero videos are muted, looping and play by themselves', async ({ page }) => {
    for (const path of ['/servicios/senalizacion-digital', '/servicios/medicion-audiencia']) {
      await page.goto(path);
      const video = page.getByRole('main').locator('video').first();
      await expect(video).toBeVisible();
      // Started from script once the motion preference is known (no autoplay attribute in the HTML).
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, paused: v.paused })))
        .toEqual({ muted: true, loop: true, paused: false });
      await expect(page.getByRole('button', { name: 'Pausar video' })).toBeVisible();
    }
  });

  test('the AI assistant chat plays its scripted messages', async ({ page }) => {
    await page.goto('/servicios/asistente-ia');
    const messages = page.getByRole('list', { name: 'Mensajes con LIA' }).locator('li:not([aria-hidden])');
    await expect(messages).toHaveCount(1);
    await expect(messages).toHaveCount(3, { timeout: 8_000 });
    await expect(page.getByPlaceholder('Escribe un mensaje...')).toBeDisabled();
  });

  test('the plans and the consultancy buttons lead to the contact form', async ({ page }) => {
    await page.goto('/servicios/gestion-contenidos');
    await page
      .getByRole('article', { name: 'Cloud Signage PLUS' })
      .getByRole('button', { name: 'Solicitar información' })
      .click();
    await expect(page).toHaveURL(/\/contacto#contact-form$/);
  });
});

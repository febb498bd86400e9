import { expect, test } from '../support/test';
import { siteUrl } from '../support/ports';

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('dropdowns open on hover, one at a time, and lead to their pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('button', { name: 'Servicios' }).hover();
    const services = page.locator('#menu-servicios');
    await expect(services).toBeVisible();
    await expect(services.getByRole('link')).toHaveCount(8);
    const box = await services.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(600);

    await nav.getByRole('button', { name: 'Recursos' }).hover();
    await expect(page.locator('#menu-recursos')).toBeVisible();
    await expect(services).toBeHidden();

    await page
      .locator('#menu-recursos')
      .getByRole('link', { name: /Casos de Éxito/ })
      .click();
    await expect(page).toHaveURL(/\/casos-exito$/);
    await expect(page.locator('#menu-recursos')).toBeHidden();
  });

  test('Productos previews the four categories', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Productos' }).hover();
    const panel = page.locator('#menu-productos');
    for (const name of ['Pantallas Interactivas', 'Pantallas de Cartelería', 'Pantallas LED', 'Videowalls']) {
      await expect(panel.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await panel.getByRole('link', { name: /Pantallas LED/ }).hover();
    await expect(panel.getByText('Pixel pitch desde 1,5 mm')).toBeVisible();
  });

  test('dropdowns work with the keyboard: focus opens, Escape closes, Tab reaches the links', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Soluciones' });
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Conecta con tu audiencia/ }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/experiencia-cliente$/);
  });

  test('the navbar gains a shadow once the page is scrolled', async ({ page }) => {
    await page.goto('/sobre-nosotros');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('a new page opens at its top; back returns where the page was left; a reload stays in place', async ({
    page,
  }) => {
    await page.goto('/');
    const products = page.getByRole('region', { name: 'Soluciones listas para implementar' });
    const link = products.getByRole('link', { name: 'Lift and Learn', exact: true });
    await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(300);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lift and Learn' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // On a slow CPU the page behind comes back section by section, and the services' carousel
    // grows above the position once its code is there: the position holds through it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goBack();
    await expect(products).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.reload();
    await expect(products).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  test('portal and WhatsApp open outside the site in a new tab', async ({ page }) => {
    await page.goto('/');
    const portal = page.getByRole('banner').getByRole('link', { name: /Portal de Clientes/ });
    await expect(portal).toHaveAttribute('href', 'https://portal.linx.cl');
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', /noopener/);
    const whatsapp = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/56912345678\?text=/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  test('footer: five link columns, mailbox, address, social links and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation')).toHaveCount(5);
    for (const href of [
      '/experiencia-cliente',
      '/productividad',
      '/productos',
      '/blog',
      '/podcast',
      '/recursos',
      '/casos-exito',
      '/sobre-nosotros',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole('link', { name: 'contacto@linx.cl' })).toHaveAttribute(
      'href',
      'mailto:contacto@linx.cl',
    );
    await expect(footer.getByText(/Santiago, Chile/)).toBeVisible();
    for (const name of ['LinkedIn', 'Instagram', 'YouTube', /Correo/]) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} LINX`)).toBeVisible();
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the slide-in menu opens, navigates and closes', async ({ page }) => {
    await page.goto('/productos');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(320);
    await drawer.getByRole('link', { name: 'Podcast' }).click();
    await expect(page).toHaveURL(/\/podcast$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a page reached inside the site comes whole: from its h1 on, its cards, carousels and chat are there and nothing pushes it down', async ({
    page,
  }) => {
    // Two navigations on a CPU twice as slow, beside the other specs: longer than one page's test.
    test.setTimeout(90_000);
    await page.goto('/contacto');
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    // On a slow CPU a part whose code came after its section's showed the section without it first.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 });
    for (const target of ['/sobre-nosotros', '/servicios/asistente-ia']) {
      // Each screen the page shows once its h1 is there: its height and the parts still waiting for their code.
      await page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { screensSeen: seen });
        // The page left stays on screen until the next one is ready: screens count from the new h1.
        const h1Left = document.querySelector('main h1');
        new MutationObserver(() => {
          const h1 = document.querySelector('main h1');
          if (!h1 || h1 === h1Left) return;
          const waiting = document.querySelectorAll('[data-section-loading]').length;
          seen.push(`${document.documentElement.scrollHeight} px, ${waiting} esperando su código`);
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      // Through the menu, which React owns from the start (the footer hydrates when reached for).
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('dialog', { name: 'Menú' }).locator(`a[href="${target}"]`).click();
      const screensSeen = () => page.evaluate(() => (window as unknown as { screensSeen: string[] }).screensSeen);
      await expect.poll(async () => (await screensSeen()).length, { timeout: 20_000 }).toBeGreaterThan(0);
      await expect(page.locator('[data-section-loading]')).toHaveCount(0, { timeout: 20_000 });
      const screens = await screensSeen();
      expect(new Set(screens), `${target}: ${screens.join(' → ')}`).toEqual(new Set([screens[0]]));
      expect(screens[0]).toMatch(/, 0 esperando/);
    }
  });

  test('Inicio goes home through /home, and Escape closes the menu', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Inicio', exact: true }).click();
    await expect(page).toHaveURL(`${siteUrl}/`);
  });
});

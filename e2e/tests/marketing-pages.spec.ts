import { expect, test, type Page } from '../support/test';
import { axeFindings } from '../support/axe';

test.describe('marketing pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('home loads with its hero, rotating phrase and advisor call to action', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Creamos vínculos entre');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByRole('button', { name: 'Pausar frases del titular' })).toBeVisible();
    await expect(page).toHaveTitle(/\| LINX$/);
    await main.getByRole('link', { name: 'Contacta con un asesor' }).first().click();
    await expect(page).toHaveURL(/\/contacto$/);
  });

  test('services carousel moves with arrows and dots', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Servicios de LINX' });
    await carousel.scrollIntoViewIfNeeded();
    const shown = carousel.locator('[data-active="true"] h3');

    await carousel.getByRole('button', { name: 'Ir a la diapositiva 3' }).click();
    await expect(carousel.getByRole('button', { name: 'Ir a la diapositiva 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(shown).toHaveText('Lift and Learn');

    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(shown).toHaveText('Medición de Audiencia');

    await carousel.getByRole('button', { name: 'Ir a la diapositiva 1' }).click();
    await carousel.getByRole('button', { name: 'Diapositiva anterior' }).click();
    await expect(shown).toHaveText('Asistente IA');
    // A manual move stops autoplay for good: the control now offers to resume.
    await expect(carousel.getByRole('button', { name: 'Reanudar rotación automática' })).toBeVisible();

    await carousel.getByRole('link', { name: 'Conocer más sobre Asistente IA' }).click();
    await expect(page).toHaveURL(/\/servicios\/asistente-ia$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const [name, route, h1] of [
    ['Medición de Audiencia', '/servicios/medicion-audiencia', 'Medición de audiencia'],
    ['Lift and Learn', '/servicios/lift-and-learn', 'Lift and Learn'],
    ['Cloud Digital Signage PLUS', '/servicios/gestion-contenidos', 'Gestión de contenidos'],
    ['Asistente IA', '/servicios/asistente-ia', 'LIA'],
  ] as const) {
    test(`product card "${name}" lands on ${route}`, async ({ page }) => {
      await page.goto('/');
      const products = page.getByRole('region', { name: 'Soluciones listas para implementar' });
      await products.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      // The service page itself, not the stand-in shown when its remote is missing.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(h1);
      await expect(page.getByText('Esta sección no está disponible en este momento')).toHaveCount(0);
    });
  }

  test('partner logos come from the CMS, unlinked where nobody gave us the address', async ({ page }) => {
    await page.goto('/sobre-nosotros');
    const partners = page.getByRole('region', { name: 'Partners de LINX' });
    // The seed knows no partner's real site (docs/decisions.md 9): four named logos, no link.
    for (const name of ['PeopleSense', 'Nimbo Cloud', 'Lumina Displays', 'Vistek']) {
      await expect(partners.getByRole('img', { name: `Logo de ${name}` }).first()).toHaveAttribute(
        'src',
        /\/uploads\//,
      );
    }
    await expect(partners.getByRole('link')).toHaveCount(0);
    await partners.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(partners.getByRole('button', { name: 'Ir a la diapositiva 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('podcast lists the CMS episode, without a link to a video nobody gave us', async ({ page }) => {
    await page.goto('/podcast');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Podcast LINX');
    const episodes = page.getByRole('region', { name: 'Episodios' });
    await expect(episodes.getByRole('article')).toHaveCount(1);
    await expect(episodes.getByRole('heading', { level: 3 })).toContainText('Pantallas que venden más');
    await expect(episodes.getByRole('link')).toHaveCount(0);
  });

  test.describe('still sections hydrate when used (docs/performance.md, "Still parts")', () => {
    const campaign = '/campanas/retail-conectado';
    /** The section views the page asks for, in order. */
    const watchViews = (page: Page) => {
      const views: string[] = [];
      page.on('request', (request) => {
        const chunk = /\/(section-[\w-]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
        if (chunk) views.push(chunk);
      });
      return views;
    };
    /** A mark on the document: it survives navigations in the app, not a new document. */
    const markDocument = (page: Page) => page.evaluate(() => ((window as { linxMark?: boolean }).linxMark = true));
    const sameDocument = (page: Page) => page.evaluate(() => (window as { linxMark?: boolean }).linxMark === true);
    /** The campaign page, interactive and marked, with one section's view answered a second late. */
    const openWithLateView = async (page: Page, chunk: string) => {
      await page.route(`**/${chunk}.*.js`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto(campaign);
      await expect(page.locator('html[data-interactive]')).toBeAttached();
      await markDocument(page);
    };

    test('the first visit loads no view of its still sections; a pointer over the hero loads its view', async ({
      page,
    }) => {
      const views = watchViews(page);
      await page.goto(campaign);
      await expect(page.locator('html[data-interactive]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      // The hero (words, image, buttons) and the grid under it are still: on screen, and their views not asked for.
      expect(views).toEqual([]);

      await page.getByRole('main').getByRole('heading', { level: 1 }).hover();
      await expect.poll(() => views).toEqual(['section-page-hero']);
    });

    test("a tap on the hero's button before its view has loaded is answered once it has, in the app", async ({
      page,
    }) => {
      // The hero's view arrives a second after it is asked for: the tap comes first.
      await openWithLateView(page, 'section-page-hero');
      await page.getByRole('main').getByRole('button', { name: 'Solicitar una consultoría' }).click();
      await expect(page).toHaveURL(/\/contacto(#contact-form)?$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Contáctanos');
      expect(await sameDocument(page)).toBe(true);
    });

    test('a site link of a still section, followed before its view has loaded, navigates in the app', async ({
      page,
    }) => {
      const views = watchViews(page);
      await openWithLateView(page, 'section-cta-band');
      const link = page.getByRole('main').locator('a[href^="/"]:not([target])').last();
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#].*$/, '')}(#.*)?$`));
      expect(views).toContain('section-cta-band');
      expect(await sameDocument(page)).toBe(true);
    });
  });

  for (const route of ['/', '/experiencia-cliente', '/productividad', '/sobre-nosotros', '/podcast']) {
    test(`${route} has no WCAG A/AA violations in its content`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(route);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeFindings(page, { include: 'main' })).toEqual([]);
    });
  }
});

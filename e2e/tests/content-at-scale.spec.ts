import { expect, test, type APIRequestContext } from '../support/test';
import { axeFindings } from '../support/axe';
import { adminToken, createDocument, deleteDocument, publishDocument } from '../support/cms-admin';
import { originOf, siteUrl } from '../support/ports';

/**
 * The blog at more than one page (docs/decisions.md 12): 31 articles added through the CMS's admin API
 * to the 9 seeded (40 in all, 12 a page: 4 pages) and removed again afterwards, waiting for the
 * renderer both ways, so the specs after this one see the seeded blog. Article 18 of those added
 * (the 27th of the list, on page 3) alone is in "Productividad" among them.
 */
const ARTICLE_UID = 'api::article.article';
const ADDED = 31;
const IN_CATEGORY = 18;
const CATEGORY = 'Productividad';
const run = `e${Date.now().toString(36)}`;
const titleOf = (n: number) => `Artículo de escala ${n} ${run}`;
const bodyOf = (n: number) => `Cuerpo propio del artículo de escala ${n} ${run}.`;

const htmlOf = async (path: string) => {
  const response = await fetch(`${siteUrl}${path}`);
  return { status: response.status, html: await response.text() };
};
/** The CMS answers a rendered page embeds (its state block). */
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="linx-state">([^]*?)<\/script>/.exec(html)?.[1] ?? '{}');

test.describe.configure({ mode: 'serial' });

test.describe('the blog with 40 articles', () => {
  let request: APIRequestContext;
  let token: string;
  const added: string[] = [];

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(240_000);
    request = await playwright.request.newContext();
    token = await adminToken(request);
    const categories = (await (await fetch(`${originOf('cms')}/api/categories`)).json()).data;
    const category = categories.find((entry: { name: string }) => entry.name === CATEGORY);
    expect(category, `the seed's category ${CATEGORY}`).toBeTruthy();
    for (let n = 1; n <= ADDED; n += 1) {
      // Saved as a draft, then published, as an editor does (Draft & Publish).
      const documentId = await createDocument(request, token, ARTICLE_UID, {
        title: titleOf(n),
        slug: `escala-${n}-${run}`,
        description: `Descripción del artículo de escala número ${n}.`,
        content: `## Sección\n\n${bodyOf(n)}`,
        featured: false,
        author: { name: 'Equipo LINX' },
        categories: n === IN_CATEGORY ? { connect: [{ documentId: category.documentId }] } : { connect: [] },
      });
      await publishDocument(request, token, ARTICLE_UID, documentId);
      added.push(documentId);
    }
    // The renderer follows the CMS's hook: a new page first (the last one), then the listings (/blog).
    await expect
      .poll(
        async () =>
          (await htmlOf('/blog/pagina/4')).html.includes(titleOf(ADDED)) &&
          (await htmlOf('/blog')).html.includes('Página 1 de 4'),
        { timeout: 180_000, intervals: [1000] },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    test.setTimeout(240_000);
    for (const documentId of added) await deleteDocument(request, token, ARTICLE_UID, documentId);
    await expect
      .poll(
        async () => {
          const [blog, second] = await Promise.all([htmlOf('/blog'), htmlOf('/blog/pagina/2')]);
          return !blog.html.includes(run) && second.status === 404;
        },
        { timeout: 180_000, intervals: [1000] },
      )
      .toBe(true);
    await request.dispose();
  });

  test('/blog is the first page: its 12 articles and links to the others, no article bodies', async () => {
    const { status, html } = await htmlOf('/blog');
    expect(status).toBe(200);
    expect(html).toContain('aria-label="Páginas de artículos"');
    expect(html).toContain('Página 1 de 4');
    expect(html).toMatch(
      /<a[^>]*href="\/blog\/pagina\/2"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/blog\/pagina\/2"/,
    );
    expect(html).toMatch(/href="\/blog\/pagina\/4"[^>]*>Última</);
    expect(html).toContain(titleOf(3));
    expect(html).not.toContain(titleOf(4));
    expect(html).not.toContain(bodyOf(1));
  });

  test("the second page's URL answers its own HTML: its articles, title, canonical and links", async () => {
    const { status, html } = await htmlOf('/blog/pagina/2');
    expect(status).toBe(200);
    expect(html).toContain('<title>Blog: página 2 | LINX</title>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\/pagina\/2"/);
    for (const n of [4, 15]) expect(html).toContain(titleOf(n));
    for (const n of [3, 16]) expect(html).not.toContain(titleOf(n));
    expect(html).toMatch(/href="\/blog"[^>]*>Anterior</);
    expect(html).toMatch(/href="\/blog\/pagina\/3"[^>]*>Siguiente</);
    expect((await htmlOf('/blog/pagina/5')).status).toBe(404);
  });

  test('the second page passes axe (WCAG 2.1 AA) at 1280 and 375 px, its links reachable by keyboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog/pagina/2');
      expect(await axeFindings(page, { serious: true }), `${width} px`).toEqual([]);
    }
    const next = page
      .getByRole('navigation', { name: 'Páginas de artículos' })
      .getByRole('link', { name: 'Página siguiente' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\/pagina\/3$/);
    await expect(page.getByRole('link', { name: titleOf(IN_CATEGORY), exact: true })).toBeVisible();
  });

  test('a category filter reaches an article of page 3', async ({ page }) => {
    expect((await htmlOf('/blog/pagina/3')).html).toContain(titleOf(IN_CATEGORY));
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: titleOf(IN_CATEGORY), exact: true })).toHaveCount(0);
    await page
      .getByRole('group', { name: 'Filtrar artículos por categoría' })
      .getByRole('button', { name: CATEGORY })
      .click();
    await expect(page).toHaveURL(/\/blog\?categoria=Productividad$/);
    await page.getByRole('link', { name: titleOf(IN_CATEGORY), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: titleOf(IN_CATEGORY) })).toBeVisible();
  });

  test("an article page's embedded state holds its own body, no other article's", async () => {
    const { html } = await htmlOf(`/blog/escala-2-${run}`);
    const state = JSON.stringify(stateOf(html));
    expect(state).toContain(bodyOf(2));
    for (const n of [1, 3, ADDED]) expect(state).not.toContain(bodyOf(n));
    expect(state).not.toContain(titleOf(3));
  });
});

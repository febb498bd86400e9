import { expect, test } from '../support/test';
import { adminToken, publishDocument } from '../support/cms-admin';
import { originOf, siteUrl } from '../support/ports';

/**
 * The editors' workflow against the real CMS and renderer (docs/editorial-workflow.md): a draft is in no
 * public answer; the content manager's preview shows it in the real site with noindex and no-store (and
 * is refused without its token); publishing makes its page answer, unpublishing takes it off; a publish
 * time does it on its own; a renamed slug leaves a 301 from the old address.
 */
const CMS = originOf('cms');
const ARTICLES = `${CMS}/content-manager/collection-types/api::article.article`;

const statusOf = async (path: string) => (await fetch(`${siteUrl}${path}`, { redirect: 'manual' })).status;
const sitemap = async () => (await fetch(`${siteUrl}/sitemap.xml`)).text();

test.describe('editorial workflow', () => {
  let token = '';
  const created: string[] = [];
  const auth = () => ({ Authorization: `Bearer ${token}` });

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
  });
  test.afterAll(async ({ request }) => {
    for (const documentId of created) await request.delete(`${ARTICLES}/${documentId}`, { headers: auth() });
  });

  const draft = async (request: import('@playwright/test').APIRequestContext, slug: string, extra = {}) => {
    const response = await request.post(ARTICLES, {
      headers: auth(),
      data: {
        title: `Borrador ${slug}`,
        slug,
        description: 'Un artículo a medio escribir.',
        content: 'Texto del borrador.',
        featured: false,
        author: { name: 'Ana Pérez', role: 'Editora' },
        ...extra,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { documentId } = (await response.json()).data as { documentId: string };
    created.push(documentId);
    return documentId;
  };

  test('a draft is nowhere public; its preview shows it in the site; publishing and unpublishing follow', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const slug = `borrador-${Date.now()}`;
    const documentId = await draft(request, slug);
    const apiList = await (await fetch(`${CMS}/api/articles?filters[slug][$eq]=${slug}`)).json();
    expect(apiList.data).toEqual([]);
    expect(await statusOf(`/blog/${slug}`)).toBe(404);
    expect(await (await fetch(`${siteUrl}/blog`)).text()).not.toContain(`Borrador ${slug}`);
    expect(await sitemap()).not.toContain(slug);

    const preview = await request.get(
      `${CMS}/content-manager/preview/url/api::article.article?documentId=${documentId}&status=draft`,
      { headers: auth() },
    );
    const previewUrl = String((await preview.json()).data.url);
    expect(previewUrl.startsWith(`${siteUrl}/blog/${slug}?preview=`)).toBe(true);
    const answer = await page.goto(previewUrl);
    expect(answer?.headers()['cache-control']).toBe('no-store');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex');
    expect(answer?.headers()['content-security-policy']).toContain(`frame-ancestors ${CMS}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Borrador ${slug}`);
    expect(await statusOf(`/blog/${slug}?preview=token-inventado`)).toBe(401);
    expect(await statusOf(`/blog/${slug}?preview=`)).toBe(401);

    const published = Date.now();
    await publishDocument(request, token, 'api::article.article', documentId);
    await expect.poll(() => statusOf(`/blog/${slug}`), { timeout: 10_000, intervals: [250] }).toBe(200);
    console.info(`/blog/${slug} respondió 200 ${((Date.now() - published) / 1000).toFixed(1)} s después de publicar`);
    await expect.poll(sitemap, { timeout: 10_000 }).toContain(`/blog/${slug}`);

    const response = await request.post(`${ARTICLES}/${documentId}/actions/unpublish`, { headers: auth(), data: {} });
    expect(response.status()).toBe(200);
    await expect.poll(() => statusOf(`/blog/${slug}`), { timeout: 20_000, intervals: [500] }).toBe(404);
    expect(await sitemap()).not.toContain(slug);
  });

  test('a renamed slug: the old address answers 301 to the new one, which has its own canonical link', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const slug = `nombre-${Date.now()}`;
    const documentId = await draft(request, slug);
    await publishDocument(request, token, 'api::article.article', documentId);
    await expect.poll(() => statusOf(`/blog/${slug}`), { timeout: 10_000 }).toBe(200);
    const response = await request.put(`${ARTICLES}/${documentId}`, {
      headers: auth(),
      data: { slug: `${slug}-nuevo` },
    });
    expect(response.status()).toBe(200);
    await publishDocument(request, token, 'api::article.article', documentId);
    await expect.poll(() => statusOf(`/blog/${slug}-nuevo`), { timeout: 20_000, intervals: [500] }).toBe(200);
    await expect.poll(() => statusOf(`/blog/${slug}`), { timeout: 20_000, intervals: [500] }).toBe(301);
    const moved = await fetch(`${siteUrl}/blog/${slug}`, { redirect: 'manual' });
    expect(moved.headers.get('location')).toBe(`/blog/${slug}-nuevo`);
    // Its HTML (rendered right after the publish) names the new address as canonical.
    const canonical = new RegExp(`<link rel="canonical" href="[^"]*/blog/${slug}-nuevo"`);
    await expect
      .poll(async () => (await fetch(`${siteUrl}/blog/${slug}-nuevo`)).text(), { timeout: 60_000, intervals: [1000] })
      .toMatch(canonical);
  });

  test('a publish time 10 s ahead: not public before it, public within 60 s after', async ({ request }) => {
    test.setTimeout(150_000);
    const slug = `programado-${Date.now()}`;
    // Far enough ahead for the draft's save and the first answer (under a second), near enough not to wait long.
    const at = Date.now() + 10_000;
    await draft(request, slug, { publishAt: new Date(at).toISOString() });
    expect(await statusOf(`/blog/${slug}`)).toBe(404);
    await expect.poll(() => statusOf(`/blog/${slug}`), { timeout: 75_000, intervals: [1000] }).toBe(200);
    const late = (Date.now() - at) / 1000;
    console.info(`/blog/${slug} público ${late.toFixed(1)} s después de su hora`);
    expect(late).toBeGreaterThan(0);
    expect(late).toBeLessThan(60);
  });
});

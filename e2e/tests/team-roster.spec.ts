import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { adminToken, publishDocument } from '../support/cms-admin';
import { originOf } from '../support/ports';

/**
 * One team roster in the CMS (docs/decisions.md 8): a person an editor adds through the CMS admin API
 * appears on the About page and in the signature builder after a reload, with no deploy, and the
 * copied signature carries their data escaped, their photo an absolute URL of the CMS's media.
 */
const CMS = originOf('cms');
const UID = 'api::team-member.team-member';
const PHOTO = path.resolve(__dirname, '../../cms/src/seed/uploads/team/felipe-araya.png');

const NEWCOMER = {
  name: 'Ana "La Nueva" <Pérez> & Cía',
  role: 'Ejecutiva Comercial',
  email: 'ana.perez@linx.cl',
  quote: '<script>window.hacked = true</script> Recién llegada',
};
const ESCAPED_NAME = 'Ana &quot;La Nueva&quot; &lt;Pérez&gt; &amp; Cía';

test.describe('one team roster from the CMS', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  let token = '';
  let fileId: number | undefined;
  let documentId: string | undefined;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    if (documentId)
      await request.delete(`${CMS}/content-manager/collection-types/${UID}/${documentId}`, { headers: auth() });
    if (fileId) await request.delete(`${CMS}/upload/files/${fileId}`, { headers: auth() });
    await request.dispose();
  });

  test('a member added in the CMS shows on About and in the signature builder after a reload, copied escaped', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/sobre-nosotros');
    const team = page.getByRole('region', { name: 'Nuestro Equipo' });
    await expect(team.getByRole('heading', { level: 3, name: 'Rodrigo Salinas' })).toBeVisible();
    await expect(team.getByText(NEWCOMER.name, { exact: true })).toHaveCount(0);

    // The editor: a photo into the Media Library, then the entry (draft & publish is off: saved is live).
    token = await adminToken(request);
    const upload = await request.post(`${CMS}/upload`, {
      headers: auth(),
      multipart: {
        files: { name: 'ana-perez.png', mimeType: 'image/png', buffer: fs.readFileSync(PHOTO) },
        fileInfo: JSON.stringify({ alternativeText: '' }),
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const [file] = await upload.json();
    fileId = file.id;
    const created = await request.post(`${CMS}/content-manager/collection-types/${UID}`, {
      headers: auth(),
      data: { ...NEWCOMER, photo: file.id, showOnAbout: true, order: 1 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const newcomer = (await created.json()).data.documentId as string;
    documentId = newcomer;
    await publishDocument(request, token, UID, newcomer);

    // About, after a reload: first card (order 1), her text shown literally, her photo from the CMS.
    // A page rendered ahead of time is rendered again after the save (within 60 s): reload until it is.
    const card = team.getByRole('listitem').filter({ hasText: NEWCOMER.role });
    await expect(async () => {
      await page.reload();
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(NEWCOMER.name, { timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await expect(team.getByRole('listitem').first()).toContainText(NEWCOMER.role);
    await expect(card.getByText(NEWCOMER.quote)).toBeVisible();
    const photo = card.getByRole('img', { name: `Foto de ${NEWCOMER.name}` });
    await expect(photo).toHaveAttribute('src', `${CMS}${file.url}`);
    await photo.scrollIntoViewIfNeeded(); // team photos load lazily
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByRole('link', { name: `Correo de ${NEWCOMER.name}` })).toHaveAttribute(
      'href',
      `mailto:${NEWCOMER.email}`,
    );

    // The signature builder lists her too.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseURL ?? page.url()).origin,
    });
    const button = page.getByRole('button', { name: /Ejecutiva Comercial/ });
    await expect(async () => {
      await page.goto('/sobre-nosotros/firmas');
      await expect(button).toContainText(NEWCOMER.name, { timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const preview = page.getByTestId('signature-preview');
    await expect(preview.getByText(NEWCOMER.name, { exact: true })).toBeVisible();
    const signaturePhoto = preview.getByRole('img', { name: `Foto de ${NEWCOMER.name}` });
    await expect(signaturePhoto).toHaveAttribute('src', `${CMS}${file.url}`);
    await expect.poll(() => signaturePhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Copiar código HTML' }).click();
    await expect(page.getByRole('button', { name: '¡Código HTML copiado!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('<table')).toBe(true);
    expect(copied).toContain(`>${ESCAPED_NAME}</p>`);
    expect(copied).toContain(`alt="Foto de ${ESCAPED_NAME}"`);
    expect(copied).toContain('&lt;script&gt;window.hacked = true&lt;/script&gt; Recién llegada');
    expect(copied).toContain(`href="mailto:${NEWCOMER.email}"`);
    expect(copied).toContain(`src="${CMS}${file.url}"`);
    expect(copied).not.toMatch(/<script|<Pérez>/);
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  });
});

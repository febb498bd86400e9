// The admin panel as an editor meets it (cms/README.md, "Guía para editores"), on the real CMS, SQLite or
// PostgreSQL: Spanish labels applied at boot without undoing an editor's layout, the icon and slug fields as
// custom fields that still validate as enumeration and uid, a renamed slug's redirect readable the moment the
// publish answers, and a deleted entry's redirects retargeted (article, case) or removed (page).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminLogin, startCms } from '../scripts/lib/strapi-process.mjs';
import { databaseLabel } from '../scripts/lib/test-database.mjs';

const TEST_ENV = {
  CMS_ADMIN_EMAIL: 'editora@linx.cl',
  CMS_ADMIN_PASSWORD: 'EditoraLinx2024',
  CMS_SEED: 'false',
  CMS_API_CACHE_TTL_MS: '60000',
};
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-admin-'));
const dbFile = path.join(tmpDir, 'data.db');

const ARTICLES = '/content-manager/collection-types/api::article.article';
const PAGES = '/content-manager/collection-types/api::page.page';
const REDIRECTS = '/content-manager/collection-types/api::redirect.redirect';
const ARTICLE_CONFIG = '/content-manager/content-types/api::article.article/configuration';
const article = (slug) => ({
  title: `Artículo ${slug}`,
  slug,
  description: 'Descripción',
  content: 'Texto.',
  featured: false,
  author: { name: 'Ana Pérez' },
});
const page = (pathname, sections) => ({
  path: pathname,
  title: 'Una campaña',
  description: 'Una página armada con secciones.',
  sections: sections ?? [{ __component: 'sections.page-hero', title: 'Hola', actions: [] }],
});

describe(`the admin as an editor meets it (${databaseLabel()})`, { timeout: 300_000 }, () => {
  let cms;
  let admin;
  const boot = async () => {
    cms = await startCms({ dbFile, timeoutMs: 240_000, env: TEST_ENV });
    const token = await adminLogin(cms, { email: TEST_ENV.CMS_ADMIN_EMAIL, password: TEST_ENV.CMS_ADMIN_PASSWORD });
    admin = async (method, p, body) => {
      const res = await fetch(`${cms.baseUrl}${p}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    };
  };
  const publicGet = async (p) => (await (await fetch(`${cms.baseUrl}/api${p}`)).json()).data;
  const redirectFrom = async (from) => (await publicGet(`/redirects?filters[from][$eq]=${from}`))[0];

  before(boot);
  after(async () => {
    await cms?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('the panel’s tab shows the brand’s icon: /favicon.ico answers it, not an error', async () => {
    const response = await fetch(`${cms.baseUrl}/favicon.ico`);
    assert.equal(response.status, 200);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.deepEqual([...bytes.subarray(1, 4)], [...Buffer.from('PNG')]);
  });

  it('every field has its Spanish label, help text and placeholder in the content manager, components too', async () => {
    const { body } = await admin('GET', ARTICLE_CONFIG);
    const { metadatas } = body.data.contentType;
    assert.deepEqual(
      [metadatas.title.edit.label, metadatas.title.list.label, metadatas.slug.edit.placeholder],
      ['Título', 'Título', 'carteleria-digital-en-retail'],
    );
    assert.match(metadatas.publishAt.edit.description, /America\/Santiago/);
    assert.equal(metadatas.createdAt.list.label, 'Creado');
    const grid = body.data.components?.['sections.feature-grid'];
    const pageConfig = (await admin('GET', '/content-manager/content-types/api::page.page/configuration')).body.data;
    const feature = pageConfig.components['sections.feature-grid'] ?? grid;
    assert.equal(feature.metadatas.iconTone.edit.label, 'Color de los íconos');
    assert.equal(pageConfig.components['section-parts.feature'].metadatas.icon.edit.label, 'Ícono');
  });

  it('keeps the layout an editor chose across restarts; the labels come back from the repository', async () => {
    const { contentType } = (await admin('GET', ARTICLE_CONFIG)).body.data;
    const { settings, metadatas, layouts } = contentType;
    // As the panel's «Configurar la vista» sends it (the list's shown relation field is not sent back).
    const sent = Object.fromEntries(
      Object.entries(metadatas).map(([name, { edit, list: { mainField: _shown, ...list } }]) => [name, { edit, list }]),
    );
    sent.title.edit = { ...sent.title.edit, label: 'Otro nombre' };
    const chosen = { settings: { ...settings, pageSize: 20 }, layouts: { ...layouts, list: ['slug', 'title'] }, metadatas: sent };
    const saved = await admin('PUT', ARTICLE_CONFIG, chosen);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    await cms.stop();
    await boot();
    const after = (await admin('GET', ARTICLE_CONFIG)).body.data.contentType;
    assert.deepEqual(after.layouts.list, ['slug', 'title'], 'the list columns the editor chose');
    assert.equal(after.settings.pageSize, 20);
    assert.equal(after.metadatas.title.edit.label, 'Título', 'labels are kept in the repository');
  });

  it('the slug and icon fields are custom fields that still check what they hold', async () => {
    const { body } = await admin('GET', '/content-manager/init');
    const articleType = body.data.contentTypes.find((t) => t.uid === 'api::article.article');
    assert.deepEqual(
      [articleType.attributes.slug.type, articleType.attributes.slug.customField, articleType.attributes.slug.targetField],
      ['uid', 'global::slug', 'title'],
    );
    const feature = body.data.components.find((c) => c.uid === 'section-parts.feature');
    assert.deepEqual([feature.attributes.icon.type, feature.attributes.icon.customField], ['enumeration', 'global::icon']);
    const generated = await admin('POST', '/content-manager/uid/generate', {
      contentTypeUID: 'api::article.article',
      field: 'slug',
      data: { title: 'Pantallas en Ñuñoa' },
    });
    assert.equal(generated.body.data, 'pantallas-en-nunoa');
    const grid = (icon) => ({
      __component: 'sections.feature-grid',
      title: 'Tarjetas',
      items: [{ icon, title: 'Una', description: 'Texto' }],
    });
    const hero = { __component: 'sections.page-hero', title: 'Hola', actions: [] };
    assert.equal((await admin('POST', PAGES, page('/campanas/iconos', [hero, grid('Clock')]))).status, 201);
    const wrong = await admin('POST', PAGES, page('/campanas/iconos-mal', [hero, grid('NoExiste')]));
    assert.equal(wrong.status, 400, 'an icon outside the list is refused');
  });

  it('a renamed slug’s redirect is readable from the public API as soon as the publish answers', async () => {
    const { documentId } = (await admin('POST', ARTICLES, article('nombre-viejo'))).body.data;
    await admin('POST', `${ARTICLES}/${documentId}/actions/publish`, {});
    assert.equal(await redirectFrom('/blog/nombre-viejo'), undefined, 'read (and cached) before the rename');
    await admin('PUT', `${ARTICLES}/${documentId}`, { slug: 'nombre-nuevo' });
    assert.equal((await admin('POST', `${ARTICLES}/${documentId}/actions/publish`, {})).status, 200);
    const moved = await redirectFrom('/blog/nombre-viejo');
    assert.deepEqual([moved?.to, moved?.permanent], ['/blog/nombre-nuevo', true]);
  });

  it('deleting an article leads its redirects to /blog; deleting a page removes its redirects', async () => {
    const { documentId } = (await admin('POST', ARTICLES, article('se-borra'))).body.data;
    await admin('POST', `${ARTICLES}/${documentId}/actions/publish`, {});
    await admin('PUT', `${ARTICLES}/${documentId}`, { slug: 'se-borra-2' });
    await admin('POST', `${ARTICLES}/${documentId}/actions/publish`, {});
    assert.equal((await admin('POST', REDIRECTS, { from: '/promo-borrada', to: '/blog/se-borra-2', permanent: false })).status, 201);
    assert.equal((await redirectFrom('/blog/se-borra'))?.to, '/blog/se-borra-2');
    assert.equal((await admin('DELETE', `${ARTICLES}/${documentId}`)).status, 200);
    assert.deepEqual(
      [(await redirectFrom('/blog/se-borra'))?.to, (await redirectFrom('/promo-borrada'))?.to],
      ['/blog', '/blog'],
      'old links reach the blog, not a 404',
    );
    assert.equal((await redirectFrom('/promo-borrada')).permanent, false, 'each keeps its kind');

    const created = await admin('POST', PAGES, page('/campanas/se-borra'));
    const pageId = created.body.data.documentId;
    await admin('POST', `${PAGES}/${pageId}/actions/publish`, {});
    await admin('PUT', `${PAGES}/${pageId}`, { path: '/campanas/se-borra-2' });
    await admin('POST', `${PAGES}/${pageId}/actions/publish`, {});
    assert.equal((await redirectFrom('/campanas/se-borra'))?.to, '/campanas/se-borra-2');
    assert.equal((await admin('DELETE', `${PAGES}/${pageId}`)).status, 200);
    assert.equal(await redirectFrom('/campanas/se-borra'), undefined, 'a deleted page leaves no redirect');
  });
});

// Integration test of the editors' workflow (docs/editorial-workflow.md) on the real CMS, SQLite or
// PostgreSQL (scripts/with-test-postgres.mjs): a draft is never public, the preview token reads it, the
// content manager's preview address is signed for the entry's page, publishing and unpublishing, a
// schedule that publishes and unpublishes once, redirects left by a slug rename (chains collapsed, loops
// refused), and, on SQLite, a database made before Draft & Publish coming up with every entry published.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { startCms } from '../scripts/lib/strapi-process.mjs';

const PREVIEW_SECRET = 'secreto-de-vista-previa';
const TEST_ENV = {
  CMS_ADMIN_EMAIL: 'editora@linx.cl',
  CMS_ADMIN_PASSWORD: 'EditoraLinx2024',
  CMS_API_CACHE_TTL_MS: '10000',
  PREVIEW_SECRET,
  SITE_URL: 'http://127.0.0.1:3000',
  CMS_SCHEDULE_INTERVAL_MS: '500',
};
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-editorial-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A CMS with an editor signed in: `publicList`, `admin` calls, the preview-token reads. */
const editorSession = async (
  cms,
  { email = TEST_ENV.CMS_ADMIN_EMAIL, password = TEST_ENV.CMS_ADMIN_PASSWORD } = {},
) => {
  const login = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(login.status, 200);
  const { token } = (await login.json()).data;
  const admin = async (method, p, body) => {
    const res = await fetch(`${cms.baseUrl}${p}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const publicList = async (p, headers = {}) => {
    const res = await fetch(`${cms.baseUrl}/api${p}`, { headers });
    return { status: res.status, headers: res.headers, data: (await res.json()).data };
  };
  return { admin, publicList };
};

const ARTICLES = '/content-manager/collection-types/api::article.article';
const REDIRECTS = '/content-manager/collection-types/api::redirect.redirect';
const PAGES = '/content-manager/collection-types/api::page.page';
const article = (slug, extra = {}) => ({
  title: `Artículo ${slug}`,
  slug,
  description: 'Descripción',
  content: 'Texto del artículo.',
  featured: false,
  author: { name: 'Ana Pérez', role: 'Editora' },
  ...extra,
});

/** A page built from sections (api::page.page) at `path`, with its one hero. */
const sectionsPage = (pathname, extra = {}) => ({
  path: pathname,
  title: `Página ${pathname}`,
  description: 'Una página armada con secciones.',
  sections: [{ __component: 'sections.page-hero', title: 'Hola', actions: [] }],
  ...extra,
});

describe('editorial workflow', () => {
  let cms;
  let session;
  before(async () => {
    cms = await startCms({ dbFile: path.join(tmpDir, 'data.db'), env: { ...TEST_ENV, CMS_SEED: 'false' } });
    session = await editorSession(cms);
  });
  after(() => cms?.stop());

  it('a saved draft is not public; its preview address is signed for its page and reads it, never cached', async () => {
    const { admin, publicList } = session;
    const created = await admin('POST', ARTICLES, article('borrador-privado'));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { documentId } = created.body.data;
    assert.deepEqual((await publicList('/articles?filters[slug][$eq]=borrador-privado')).data, []);
    assert.equal((await publicList('/articles?status=draft')).status, 403, 'drafts are not public');

    const preview = await admin(
      'GET',
      `/content-manager/preview/url/api::article.article?documentId=${documentId}&status=draft`,
    );
    assert.equal(preview.status, 200);
    const url = new URL(preview.body.data.url);
    assert.equal(`${url.origin}${url.pathname}`, 'http://127.0.0.1:3000/blog/borrador-privado');
    const token = url.searchParams.get('preview');
    const read = await publicList('/articles?status=draft&filters[slug][$eq]=borrador-privado', {
      'X-Linx-Preview': token,
    });
    assert.equal(read.status, 200);
    assert.equal(read.data[0]?.title, 'Artículo borrador-privado');
    assert.equal(read.headers.get('cache-control'), 'no-store');
    assert.equal(read.headers.get('x-cache'), null, 'a preview read never meets the response cache');
    const forged = await publicList('/articles?status=draft', { 'X-Linx-Preview': `${token.slice(0, -4)}abcd` });
    assert.equal(forged.status, 403);
  });

  it('publishing makes an entry public, unpublishing takes it off; a slug rename leaves a redirect', async () => {
    const { admin, publicList } = session;
    const { documentId } = (await admin('POST', ARTICLES, article('primer-nombre'))).body.data;
    assert.equal((await admin('POST', `${ARTICLES}/${documentId}/actions/publish`, {})).status, 200);
    const [published] = (await publicList('/articles?filters[slug][$eq]=primer-nombre')).data;
    assert.ok(published?.firstPublishedAt, 'the date it first went public');

    await admin('PUT', `${ARTICLES}/${documentId}`, { slug: 'segundo-nombre' });
    assert.equal(
      (await publicList('/articles?filters[slug][$eq]=segundo-nombre')).data.length,
      0,
      'renamed only in the draft',
    );
    await admin('POST', `${ARTICLES}/${documentId}/actions/publish`, {});
    const [renamed] = (await publicList('/articles?filters[slug][$eq]=segundo-nombre')).data;
    assert.equal(renamed.firstPublishedAt, published.firstPublishedAt, 'a second publish keeps the first date');
    await admin('PUT', `${ARTICLES}/${documentId}`, { slug: 'tercer-nombre' });
    await admin('POST', `${ARTICLES}/${documentId}/actions/publish`, {});
    const redirects = (await publicList('/redirects?fields[0]=from&fields[1]=to&fields[2]=permanent')).data;
    const pairs = redirects.map((r) => [r.from, r.to, r.permanent]).sort();
    assert.deepEqual(pairs, [
      ['/blog/primer-nombre', '/blog/tercer-nombre', true],
      ['/blog/segundo-nombre', '/blog/tercer-nombre', true],
    ]);

    await admin('POST', `${ARTICLES}/${documentId}/actions/unpublish`, {});
    assert.deepEqual((await publicList('/articles?filters[slug][$eq]=tercer-nombre')).data, []);
  });

  it('a hand-made redirect is normalised and resolved to the end of its chain; a loop or another host is refused', async () => {
    const { admin, publicList } = session;
    assert.equal(
      (await admin('POST', REDIRECTS, { from: '/campana/', to: '/productos', permanent: false })).status,
      201,
    );
    const chained = await admin('POST', REDIRECTS, { from: '/promo', to: '/campana', permanent: true });
    assert.equal(chained.body.data.to, '/productos');
    const loop = await admin('POST', REDIRECTS, { from: '/productos', to: '/promo', permanent: true });
    assert.equal(loop.status, 400);
    assert.match(loop.body.error.message, /ciclo/);
    const elsewhere = await admin('POST', REDIRECTS, { from: '/fuera', to: 'https://otro.example/x', permanent: true });
    assert.equal(elsewhere.status, 400);
    const [campana] = (await publicList('/redirects?filters[from][$eq]=/campana')).data;
    assert.equal(campana.to, '/productos');
  });

  it('a publish time makes the draft public once it comes; an unpublish time takes it off', async () => {
    const { admin, publicList } = session;
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const { documentId } = (await admin('POST', ARTICLES, article('programado', { publishAt }))).body.data;
    assert.deepEqual((await publicList('/articles?filters[slug][$eq]=programado')).data, [], 'not before its time');
    const deadline = Date.now() + 15_000;
    let listed = [];
    while (Date.now() < deadline && listed.length === 0) {
      await sleep(250);
      listed = (await publicList('/articles?filters[slug][$eq]=programado')).data;
    }
    assert.equal(listed.length, 1, 'published by the schedule');
    assert.equal(listed[0].publishAt, undefined, 'schedule fields are private');
    const draft = await admin('GET', `${ARTICLES}/${documentId}`);
    assert.equal(draft.body.data.publishAt, null, 'the time is used once');

    await admin('PUT', `${ARTICLES}/${documentId}`, { unpublishAt: new Date(Date.now() + 500).toISOString() });
    const offBy = Date.now() + 15_000;
    while (Date.now() < offBy && listed.length > 0) {
      await sleep(250);
      listed = (await publicList('/articles?filters[slug][$eq]=programado')).data;
    }
    assert.deepEqual(listed, [], 'unpublished by the schedule');
  });

  it('a page built from sections: its preview reads the draft at its path, a new path leaves a redirect, a time publishes it', async () => {
    const { admin, publicList } = session;
    const created = await admin('POST', PAGES, sectionsPage('/campanas/borrador'));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { documentId } = created.body.data;
    const preview = await admin('GET', `/content-manager/preview/url/api::page.page?documentId=${documentId}&status=draft`);
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    const url = new URL(preview.body.data.url);
    assert.equal(`${url.origin}${url.pathname}`, 'http://127.0.0.1:3000/campanas/borrador');
    const read = await publicList('/pages?status=draft&filters[path][$eq]=/campanas/borrador', {
      'X-Linx-Preview': url.searchParams.get('preview'),
    });
    assert.equal(read.status, 200);
    assert.equal(read.data[0]?.title, 'Página /campanas/borrador');

    assert.equal((await admin('POST', `${PAGES}/${documentId}/actions/publish`, {})).status, 200);
    assert.equal((await admin('PUT', `${PAGES}/${documentId}`, { path: '/campanas/definitiva' })).status, 200);
    await admin('POST', `${PAGES}/${documentId}/actions/publish`, {});
    const [moved] = (await publicList('/redirects?filters[from][$eq]=/campanas/borrador')).data;
    assert.deepEqual([moved?.to, moved?.permanent], ['/campanas/definitiva', true]);

    const publishAt = new Date(Date.now() + 1500).toISOString();
    await admin('POST', PAGES, sectionsPage('/campanas/programada', { publishAt }));
    assert.deepEqual((await publicList('/pages?filters[path][$eq]=/campanas/programada')).data, [], 'not before its time');
    const deadline = Date.now() + 15_000;
    let listed = [];
    while (Date.now() < deadline && listed.length === 0) {
      await sleep(250);
      listed = (await publicList('/pages?filters[path][$eq]=/campanas/programada')).data;
    }
    assert.equal(listed.length, 1, 'published by the schedule');
  });
});

// The fixture is a SQLite file made by the CMS before Draft & Publish (seeded with this admin, then stopped).
const FIXTURE_ADMIN = { email: 'editor@linx.cl', password: 'EditorLinx2024' };
if (process.env.DATABASE_CLIENT !== 'postgres') {
  describe('a database made before Draft & Publish', () => {
    let cms;
    const dbFile = path.join(tmpDir, 'before.db');
    before(async () => {
      const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'pre-drafts.db.gz');
      fs.writeFileSync(dbFile, zlib.gunzipSync(fs.readFileSync(fixture)));
      cms = await startCms({ dbFile, env: { ...TEST_ENV, CMS_SEED: 'true' } });
    });
    after(() => cms?.stop());

    it('comes up with every entry still published, each with its first date, and its drafts', async () => {
      const { publicList, admin } = await editorSession(cms, FIXTURE_ADMIN);
      const articles = (await publicList('/articles')).data;
      assert.equal(articles.length, 9);
      assert.ok(articles.every((a) => a.firstPublishedAt === a.publishedAt));
      for (const [list, count] of [
        ['/cases', 7],
        ['/products', 14],
        ['/materiales', 9],
        ['/team-members', 6],
      ]) {
        assert.equal((await publicList(list)).data.length, count, list);
      }
      const drafts = await admin('GET', `${ARTICLES}?page=1&pageSize=50`);
      assert.equal(drafts.body.results.length, 9);
      assert.ok(
        drafts.body.results.every((entry) => entry.status === 'published'),
        'no entry is left modified',
      );
    });

    it('gives every case a slug, and its old /casos-exito/<id> address redirects there', async () => {
      const { publicList } = await editorSession(cms, FIXTURE_ADMIN);
      const cases = (await publicList('/cases?fields[0]=slug')).data;
      assert.ok(cases.every((c) => /^[a-z0-9-]+$/.test(c.slug)));
      const redirects = (await publicList('/redirects?fields[0]=from&fields[1]=to')).data;
      for (const c of cases) {
        assert.ok(
          redirects.some((r) => r.from === `/casos-exito/${c.id}` && r.to === `/casos-exito/${c.slug}`),
          c.slug,
        );
      }
    });
  });
}

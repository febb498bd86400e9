// Issue 43, items 1, 2 and 9, on the real CMS (SQLite, or PostgreSQL through scripts/with-test-postgres.mjs):
// a preview token reads its own entry's draft and nothing else's, lives minutes and is renewed; every document
// action that writes (create, update, duplicate, publish, scheduled publish) checks the rules; setting a
// publish or unpublish time needs the permission to publish.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminLogin, signUpStaff, startCms } from '../scripts/lib/strapi-process.mjs';
import { databaseLabel } from '../scripts/lib/test-database.mjs';

const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_ENV = {
  CMS_ADMIN_EMAIL: 'jefa@linx.cl',
  CMS_ADMIN_PASSWORD: 'JefaDeReglas-2043',
  CMS_API_CACHE_TTL_MS: '10000',
  PREVIEW_SECRET: 'secreto-de-vista-previa-para-las-reglas',
  SITE_URL: 'http://127.0.0.1:3000',
  CMS_SCHEDULE_INTERVAL_MS: '500',
  CMS_SEED: 'false',
};
const ARTICLE = 'api::article.article';
const ARTICLES = `/content-manager/collection-types/${ARTICLE}`;
const PAGES = '/content-manager/collection-types/api::page.page';
const REDIRECTS = '/content-manager/collection-types/api::redirect.redirect';
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-rules-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const article = (slug, extra = {}) => ({
  title: `Artículo ${slug}`,
  slug,
  description: 'Descripción',
  content: 'Texto del artículo.',
  featured: false,
  author: { name: 'Ana Pérez' },
  ...extra,
});
const hero = (target) => ({
  __component: 'sections.page-hero',
  title: 'Hola',
  actions: target ? [{ kind: 'link', label: 'Ir', target, variant: 'primary' }] : [],
});
const sectionsPage = (pathname, { linkTo, ...extra } = {}) => ({
  path: pathname,
  title: `Página ${pathname}`,
  description: 'Una página armada con secciones.',
  sections: [hero(linkTo)],
  ...extra,
});
/** A JWT's claims (the test reads them; the CMS and the site's server check the signature). */
const claimsOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** Admin API calls with a bearer token. */
const adminClient = (cms, token) => async (method, p, body) => {
  const res = await fetch(`${cms.baseUrl}${p}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};

describe(`editorial rules (${databaseLabel()})`, { timeout: 300_000 }, () => {
  let cms;
  let admin;
  const publicGet = async (p, headers = {}) => {
    const res = await fetch(`${cms.baseUrl}/api${p}`, { headers });
    const body = await res.json().catch(() => null);
    return { status: res.status, data: body?.data, meta: body?.meta };
  };
  /** The content manager's preview address of one entry, and its token. */
  const previewToken = async (uid, documentId, status = 'draft') => {
    const answer = await admin('GET', `/content-manager/preview/url/${uid}?documentId=${documentId}&status=${status}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return new URL(answer.body.data.url).searchParams.get('preview');
  };

  before(async () => {
    cms = await startCms({ dbFile: path.join(tmpDir, 'data.db'), timeoutMs: 240_000, env: TEST_ENV });
    admin = adminClient(cms, await adminLogin(cms, { email: TEST_ENV.CMS_ADMIN_EMAIL, password: TEST_ENV.CMS_ADMIN_PASSWORD }));
  });
  after(async () => {
    await cms?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  describe('a preview token (item 1)', () => {
    let own;
    let other;
    let published;
    let token;
    before(async () => {
      own = (await admin('POST', ARTICLES, article('vista-propia'))).body.data.documentId;
      other = (await admin('POST', ARTICLES, article('vista-ajena'))).body.data.documentId;
      published = (await admin('POST', ARTICLES, article('vista-publicada'))).body.data.documentId;
      assert.equal((await admin('POST', `${ARTICLES}/${published}/actions/publish`, {})).status, 200);
      await admin('PUT', `${ARTICLES}/${published}`, { title: 'Cambio sin publicar' });
      assert.equal((await admin('POST', PAGES, sectionsPage('/campanas/vista-oculta'))).status, 201);
      token = await previewToken(ARTICLE, own);
    });

    it('is signed for its entry and its page, and lives ten minutes', () => {
      const claims = claimsOf(token);
      assert.deepEqual([claims.uid, claims.documentId, claims.path, claims.status], [ARTICLE, own, '/blog/vista-propia', 'draft']);
      assert.equal(claims.exp - claims.iat, 600);
    });

    it("reads its entry's draft and the published versions of every other entry", async () => {
      const read = await publicGet('/articles?status=draft', { 'X-Linx-Preview': token });
      assert.equal(read.status, 200);
      assert.deepEqual(
        read.data.map((a) => [a.slug, a.title]),
        [
          ['vista-propia', 'Artículo vista-propia'],
          ['vista-publicada', 'Artículo vista-publicada'],
        ],
        "another article's draft and unpublished changes stay hidden",
      );
      assert.equal(read.meta.pagination.total, 2);
      const single = await publicGet(`/articles/${other}?status=draft`, { 'X-Linx-Preview': token });
      assert.equal(single.status, 404, "another article's draft by its id");
      const own1 = await publicGet(`/articles/${own}?status=draft`, { 'X-Linx-Preview': token });
      assert.equal(own1.data?.slug, 'vista-propia');
    });

    it('reads no draft of another type', async () => {
      const pages = await publicGet('/pages?status=draft&filters[path][$eq]=/campanas/vista-oculta', {
        'X-Linx-Preview': token,
      });
      assert.equal(pages.status, 200);
      assert.deepEqual(pages.data, []);
    });

    it('reads no draft when it was signed for the published version', async () => {
      const publishedToken = await previewToken(ARTICLE, published, 'published');
      assert.equal(claimsOf(publishedToken).status, 'published');
      const read = await publicGet('/articles?status=draft&filters[slug][$eq]=vista-publicada', {
        'X-Linx-Preview': publishedToken,
      });
      assert.equal(read.status, 200);
      assert.deepEqual(
        read.data.map((a) => a.title),
        ['Artículo vista-publicada'],
        'the published version, not the unpublished change',
      );
    });

    it('is renewed with the same claims while the preview is open; a forged one is not', async () => {
      await sleep(1100);
      const res = await fetch(`${cms.baseUrl}/api/preview/renew`, { method: 'POST', headers: { 'X-Linx-Preview': token } });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const { token: renewed, expiresAt } = await res.json();
      const [before, after] = [claimsOf(token), claimsOf(renewed)];
      assert.deepEqual(
        [after.uid, after.documentId, after.path, after.status, after.since],
        [before.uid, before.documentId, before.path, before.status, before.since],
      );
      assert.ok(after.exp > before.exp);
      assert.equal(new Date(expiresAt).getTime(), after.exp * 1000);
      const forged = await fetch(`${cms.baseUrl}/api/preview/renew`, {
        method: 'POST',
        headers: { 'X-Linx-Preview': `${token.slice(0, -4)}abcd` },
      });
      assert.equal(forged.status, 401);
    });
  });

  describe('every write checks the rules (item 2)', () => {
    const evil = '//evil.example/x';
    let redirect;
    before(async () => {
      const created = await admin('POST', REDIRECTS, { from: '/antigua', to: '/productos', permanent: true });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      redirect = created.body.data.documentId;
    });
    const storedTargets = async () => (await publicGet('/redirects?fields[0]=to')).data.map((r) => r.to);

    it('create: a redirect to another host is refused', async () => {
      const answer = await admin('POST', REDIRECTS, { from: '/fuera', to: evil, permanent: true });
      assert.equal(answer.status, 400);
    });

    it('update: a redirect changed to another host is refused', async () => {
      const answer = await admin('PUT', `${REDIRECTS}/${redirect}`, { to: evil });
      assert.equal(answer.status, 400);
      assert.ok(!(await storedTargets()).includes(evil));
    });

    it('clone: a duplicated redirect to another host, or from the same address, is refused', async () => {
      const elsewhere = await admin('POST', `${REDIRECTS}/clone/${redirect}`, { from: '/copia', to: evil, permanent: true });
      assert.equal(elsewhere.status, 400, JSON.stringify(elsewhere.body));
      const same = await admin('POST', `${REDIRECTS}/clone/${redirect}`, { from: '/antigua', to: '/contacto', permanent: true });
      assert.equal(same.status, 400, JSON.stringify(same.body));
      assert.match(same.body.error.message, /Ya hay una redirección desde \/antigua/);
      assert.ok(!(await storedTargets()).includes(evil));
      const fine = await admin('POST', `${REDIRECTS}/clone/${redirect}`, { from: '/copia/', to: '/contacto', permanent: true });
      assert.equal(fine.status, 200, JSON.stringify(fine.body));
      assert.equal(fine.body.data.from, '/copia', 'a duplicate is normalised like any redirect');
    });

    it('clone: a duplicated page keeps the page rules (its own path, its links)', async () => {
      const source = (await admin('POST', PAGES, sectionsPage('/campanas/original'))).body.data.documentId;
      const samePath = await admin('POST', `${PAGES}/clone/${source}`, sectionsPage('/campanas/original'));
      assert.equal(samePath.status, 400, JSON.stringify(samePath.body));
      assert.match(samePath.body.error.message, /Ya existe una página en \/campanas\/original/);
      const reserved = await admin('POST', `${PAGES}/clone/${source}`, { path: '/api/copia' });
      assert.equal(reserved.status, 400, JSON.stringify(reserved.body));
      const broken = await admin('POST', `${PAGES}/clone/${source}`, sectionsPage('/campanas/copia', { linkTo: '/campanas/no-existe' }));
      assert.equal(broken.status, 400, JSON.stringify(broken.body));
      const fine = await admin('POST', `${PAGES}/clone/${source}`, { path: '/campanas/copia' });
      assert.equal(fine.status, 200, JSON.stringify(fine.body));
    });

    /** A page linking to a page that is then deleted: its draft no longer passes the rules. */
    const pageWithBrokenLink = async (pathname, extra = {}) => {
      const target = `${pathname}-destino`;
      const linked = await admin('POST', PAGES, sectionsPage(target));
      assert.equal(linked.status, 201, JSON.stringify(linked.body));
      const page = await admin('POST', PAGES, sectionsPage(pathname, { linkTo: target, ...extra }));
      assert.equal(page.status, 201, JSON.stringify(page.body));
      assert.equal((await admin('DELETE', `${PAGES}/${linked.body.data.documentId}`)).status, 200);
      return page.body.data.documentId;
    };

    it('publish: a page whose draft links to a page that is gone is not published', async () => {
      const documentId = await pageWithBrokenLink('/campanas/enlace-roto');
      const answer = await admin('POST', `${PAGES}/${documentId}/actions/publish`, {});
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.match(answer.body.error.message, /No hay una página en \/campanas\/enlace-roto-destino/);
      assert.deepEqual((await publicGet('/pages?filters[path][$eq]=/campanas/enlace-roto')).data, []);
    });

    it('scheduled publish: such a page stays unpublished while a sound one due at the same time goes public', async () => {
      const publishAt = new Date(Date.now() + 1500).toISOString();
      await pageWithBrokenLink('/campanas/programada-rota', { publishAt });
      assert.equal((await admin('POST', PAGES, sectionsPage('/campanas/programada-sana', { publishAt }))).status, 201);
      const deadline = Date.now() + 30_000;
      let sound = [];
      while (Date.now() < deadline && sound.length === 0) {
        await sleep(250);
        sound = (await publicGet('/pages?filters[path][$eq]=/campanas/programada-sana')).data;
      }
      assert.equal(sound.length, 1, 'the sound page is published by the schedule');
      assert.deepEqual((await publicGet('/pages?filters[path][$eq]=/campanas/programada-rota')).data, []);
      assert.match(cms.output(), /No se publicó api::page\.page \w+ a su hora: No hay una página/);
    });
  });

  describe('scheduling needs the publish permission (item 9)', () => {
    let writer;
    before(async () => {
      // A staff member whose role creates, reads and updates articles (every field) but cannot publish them.
      const schema = JSON.parse(fs.readFileSync(path.join(CMS_DIR, 'src/api/article/content-types/article/schema.json')));
      const author = JSON.parse(fs.readFileSync(path.join(CMS_DIR, 'src/components/shared/author.json')));
      const fields = Object.entries(schema.attributes).flatMap(([name, attribute]) =>
        attribute.type === 'component' ? Object.keys(author.attributes).map((part) => `${name}.${part}`) : [name],
      );
      const permissions = ['create', 'read', 'update'].map((action) => ({
        action: `plugin::content-manager.explorer.${action}`,
        subject: ARTICLE,
        properties: { fields },
        conditions: [],
      }));
      const token = await signUpStaff(cms, admin, {
        role: { name: 'Redactora', description: 'Escribe sin publicar' },
        permissions,
        firstname: 'Rita',
        lastname: 'Redactora',
        email: 'redactora@linx.cl',
        password: 'RedactoraSinPublicar-43',
      });
      writer = adminClient(cms, token);
    });

    it('refuses a publish or unpublish time from an editor who cannot publish, with a Spanish reason', async () => {
      const soon = new Date(Date.now() + 3_600_000).toISOString();
      const created = await writer('POST', ARTICLES, article('borrador-de-redactora', { publishAt: null }));
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const { documentId } = created.body.data;
      const scheduled = await writer('POST', ARTICLES, article('programa-sin-permiso', { publishAt: soon }));
      assert.equal(scheduled.status, 403, JSON.stringify(scheduled.body));
      assert.match(scheduled.body.error.message, /No tienes permiso para publicar/);

      const later = await writer('PUT', `${ARTICLES}/${documentId}`, { unpublishAt: soon });
      assert.equal(later.status, 403, JSON.stringify(later.body));
      const edit = await writer('PUT', `${ARTICLES}/${documentId}`, { title: 'Otro título', publishAt: null, unpublishAt: null });
      assert.equal(edit.status, 200, 'editing with the times left as they are is fine');

      // Whoever can publish sets the time; the editor's later saves that leave it alone still pass.
      assert.equal((await admin('PUT', `${ARTICLES}/${documentId}`, { publishAt: soon })).status, 200);
      const keep = await writer('PUT', `${ARTICLES}/${documentId}`, { title: 'Tercer título', publishAt: soon });
      assert.equal(keep.status, 200, JSON.stringify(keep.body));
      const clear = await writer('PUT', `${ARTICLES}/${documentId}`, { publishAt: null });
      assert.equal(clear.status, 403, 'taking a time off is changing the schedule too');
      const copy = await writer('POST', `${ARTICLES}/clone/${documentId}`, article('copia-programada'));
      assert.equal(copy.status, 403, 'a duplicate would carry the time');
    });
  });
});

// What went live (src/utils/render-status.js, docs/editorial-workflow.md "What went live"): on the real CMS,
// SQLite or PostgreSQL, the admin route the edit view's «En el sitio» panel reads asks the renderer's service
// (here a loopback HTTP server answering GET /outcome as scripts/lib/render-endpoint.mjs does) for the
// entry's pages, with the render hook's token and the address site-pages.js gives, and answers whether they
// are live, when, why they failed, or that the renderer does not answer. Only an admin who may read that type.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { adminLogin, signUpStaff, startCms } from '../scripts/lib/strapi-process.mjs';
import { databaseLabel } from '../scripts/lib/test-database.mjs';

const TEST_ENV = {
  CMS_ADMIN_EMAIL: 'editora@linx.cl',
  CMS_ADMIN_PASSWORD: 'EditoraLinx2024',
  CMS_SEED: 'false',
  RENDER_HOOK_TOKEN: 'token-de-prueba',
  SITE_URL: 'https://linx.example',
};
const ARTICLES = '/content-manager/collection-types/api::article.article';
const PAGES = '/content-manager/collection-types/api::page.page';
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-render-status-'));

/** The fake renderer's answer to GET /outcome, set by each test; `down` drops the connection. */
let outcome = () => ({ pages: [], rendering: false });
let down = false;
/** The GET /outcome requests the renderer received: { query, authorization }. */
const asked = [];

describe(`the edit view learns what went live (${databaseLabel()})`, { timeout: 300_000 }, () => {
  let cms;
  let renderer;
  let token;
  const admin = async (method, p, body, bearer = token) => {
    const res = await fetch(`${cms.baseUrl}${p}`, {
      method,
      headers: { ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}), 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const statusOf = (uid, documentId, bearer) => admin('GET', `/linx/render-status/${uid}/${documentId}`, undefined, bearer);
  const publishedArticle = async (slug) => {
    const created = await admin('POST', ARTICLES, {
      title: `Artículo ${slug}`,
      slug,
      description: 'Descripción',
      content: 'Texto.',
      featured: false,
      author: { name: 'Ana Pérez' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { documentId } = created.body.data;
    assert.equal((await admin('POST', `${ARTICLES}/${documentId}/actions/publish`, {})).status, 200);
    return documentId;
  };

  before(async () => {
    renderer = http.createServer((req, res) => {
      if (down) return req.socket.destroy();
      const url = new URL(req.url, 'http://renderer');
      if (req.method === 'GET' && url.pathname === '/outcome') {
        const query = { model: url.searchParams.get('model'), documentId: url.searchParams.get('documentId'), paths: url.searchParams.getAll('path') };
        asked.push({ query, authorization: req.headers.authorization });
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ ...query, ...outcome(query) }));
      }
      req.resume();
      return res.writeHead(202).end('{}');
    });
    await new Promise((resolve) => renderer.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${renderer.address().port}/render`;
    cms = await startCms({ dbFile: path.join(tmpDir, 'data.db'), timeoutMs: 240_000, env: { ...TEST_ENV, RENDER_HOOK_URL: hookUrl } });
    token = await adminLogin(cms, { email: TEST_ENV.CMS_ADMIN_EMAIL, password: TEST_ENV.CMS_ADMIN_PASSWORD });
  });
  after(async () => {
    await cms?.stop();
    renderer?.close();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('a published article’s page is live, with when it was rendered and its address on the site', async () => {
    const documentId = await publishedArticle('ya-en-vivo');
    const later = new Date(Date.now() + 60_000).toISOString();
    outcome = ({ paths }) => ({
      rendering: false,
      pages: [{ path: paths[0], status: 'live', renderedAt: later, attemptedAt: later, reasons: [] }],
    });
    const { status, body } = await statusOf('api::article.article', documentId);
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.state, 'live');
    assert.deepEqual(body.pages, [
      { path: '/blog/ya-en-vivo', url: 'https://linx.example/blog/ya-en-vivo', status: 'live', renderedAt: later, attemptedAt: later, reasons: [] },
    ]);
    assert.deepEqual(asked.at(-1), {
      query: { model: 'article', documentId, paths: ['/blog/ya-en-vivo'] },
      authorization: `Bearer ${TEST_ENV.RENDER_HOOK_TOKEN}`,
    });
  });

  it('a page that failed says why; one last rendered before the publish is pendiente', async () => {
    const created = await admin('POST', PAGES, {
      path: '/campanas/equipo',
      title: 'Una campaña',
      description: 'Una página armada con secciones.',
      sections: [{ __component: 'sections.page-hero', title: 'Hola', actions: [] }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { documentId } = created.body.data;
    assert.equal((await admin('POST', `${PAGES}/${documentId}/actions/publish`, {})).status, 200);
    const reason = 'La sección «Nuestro equipo» no recibió datos del CMS';
    const later = new Date(Date.now() + 60_000).toISOString();
    outcome = ({ paths }) => ({
      rendering: false,
      pages: [{ path: paths[0], status: 'failed', renderedAt: null, attemptedAt: later, reasons: [reason] }],
    });
    const failed = (await statusOf('api::page.page', documentId)).body;
    assert.equal(failed.state, 'failed');
    assert.deepEqual([failed.pages[0].path, failed.pages[0].reasons], ['/campanas/equipo', [reason]]);

    const earlier = new Date(Date.now() - 3_600_000).toISOString();
    outcome = ({ paths }) => ({
      rendering: true,
      pages: [{ path: paths[0], status: 'live', renderedAt: earlier, attemptedAt: earlier, reasons: [] }],
    });
    const waiting = (await statusOf('api::page.page', documentId)).body;
    assert.deepEqual([waiting.state, waiting.pages[0].status, waiting.rendering], ['pendiente', 'pendiente', true]);
  });

  it('a draft never published has no page: the renderer is not asked', async () => {
    const created = await admin('POST', ARTICLES, {
      title: 'Borrador',
      slug: 'solo-borrador',
      description: 'Descripción',
      content: 'Texto.',
      featured: false,
      author: { name: 'Ana Pérez' },
    });
    const before = asked.length;
    const { body } = await statusOf('api::article.article', created.body.data.documentId);
    assert.equal(body.state, 'no-publicado');
    assert.equal(asked.length, before);
  });

  it('says so when the renderer does not answer', async () => {
    const documentId = await publishedArticle('renderizador-caido');
    down = true;
    try {
      const { status, body } = await statusOf('api::article.article', documentId);
      assert.equal(status, 200);
      assert.deepEqual([body.state, body.message], [
        'sin-render',
        'El servicio de render no responde; no se sabe si la página está publicada',
      ]);
    } finally {
      down = false;
    }
  });

  it('only a signed-in admin who may read that type', async () => {
    const documentId = await publishedArticle('solo-editores');
    assert.equal((await statusOf('api::article.article', documentId, null)).status, 401);
    assert.equal((await statusOf('api::article.article', documentId, 'no-es-un-token')).status, 401);
    assert.equal((await statusOf('api::nope.nope', documentId)).status, 404);

    // A staff member whose role may read articles and nothing else.
    const reader = await signUpStaff(cms, admin, {
      role: { name: 'Lectora de artículos', description: 'Solo artículos' },
      permissions: [{ action: 'plugin::content-manager.explorer.read', subject: 'api::article.article', properties: {}, conditions: [] }],
      firstname: 'Lectora',
      lastname: 'Prueba',
      email: 'lectora@linx.cl',
      password: 'LectoraLinx2024',
    });
    const pageId = (await admin('GET', `${PAGES}?page=1&pageSize=1`)).body.results[0].documentId;
    assert.equal((await statusOf('api::article.article', documentId, reader)).status, 200);
    assert.equal((await statusOf('api::page.page', pageId, reader)).status, 403);
  });
});

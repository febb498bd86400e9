// Integration test of the render hook (src/utils/render-hook.js, docs/rendering.md "Staying fresh"): the real
// CMS on a fresh SQLite file tells a renderer (here a loopback HTTP server that records what it is sent) which
// entry changed and how, so the renderer re-renders only the pages that show it, plus the lists when the
// entry joins, leaves or moves within them.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { adminLogin, startCms } from '../scripts/lib/strapi-process.mjs';

const TEST_ENV = {
  CMS_ADMIN_EMAIL: 'editora@linx.cl',
  CMS_ADMIN_PASSWORD: 'EditoraLinx2024',
  CMS_SEED: 'true',
  CORS_ORIGINS: 'http://localhost:3000',
  RENDER_HOOK_TOKEN: 'token-de-prueba',
};
const ARTICLE = 'api::article.article';
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-render-hook-'));
let cms;
let token;
let renderer;
/** Every body the renderer received, with its Authorization header. */
const received = [];

const admin = (method, p, body) =>
  fetch(`${cms.baseUrl}${p}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

/**
 * The changes the renderer received about one entry since `from` (an index of `received`: the seed's own
 * writes came before), once `count` of them arrived (the hook waits 250 ms).
 */
const changesOf = async (documentId, count, from) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const changes = received.slice(from).filter((entry) => entry.body.documentId === documentId);
    if (changes.length >= count || Date.now() > deadline) return changes;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('the render hook names the changed entry', { timeout: 240_000 }, () => {
  before(async () => {
    renderer = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ body: JSON.parse(text), authorization: req.headers.authorization });
        res.writeHead(202).end('{}');
      });
    });
    await new Promise((resolve) => renderer.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${renderer.address().port}/render`;
    cms = await startCms({ dbFile: path.join(tmpDir, 'data.db'), env: { ...TEST_ENV, RENDER_HOOK_URL: hookUrl } });
    token = await adminLogin(cms, { email: TEST_ENV.CMS_ADMIN_EMAIL, password: TEST_ENV.CMS_ADMIN_PASSWORD });
  });

  after(async () => {
    await cms?.stop();
    renderer?.close();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  const publish = (documentId) =>
    admin('POST', `/content-manager/collection-types/${ARTICLE}/${documentId}/actions/publish`, {});

  it('a saved draft sends nothing; its publish is "update", or "reorder" when featured or categories changed', async () => {
    const { data } = await (await fetch(`${cms.baseUrl}/api/articles?fields[0]=featured&populate[0]=categories`)).json();
    const article = data.find((entry) => !entry.featured);
    const { documentId } = article;
    const from = received.length;

    const described = await admin('PUT', `/content-manager/collection-types/${ARTICLE}/${documentId}`, {
      description: 'Una descripción nueva, más corta.',
    });
    assert.equal(described.status, 200, await described.clone().text());
    assert.equal((await publish(documentId)).status, 200);
    const [first, ...others] = await changesOf(documentId, 1, from);
    assert.deepEqual(first.body, { model: 'article', documentId, action: 'update' });
    assert.equal(first.authorization, `Bearer ${TEST_ENV.RENDER_HOOK_TOKEN}`);
    assert.deepEqual(others, [], 'the draft save alone sent nothing');

    const featured = await admin('PUT', `/content-manager/collection-types/${ARTICLE}/${documentId}`, {
      featured: true,
    });
    assert.equal(featured.status, 200, await featured.clone().text());
    assert.equal((await publish(documentId)).status, 200);
    const [, second] = await changesOf(documentId, 2, from);
    assert.deepEqual(second.body, { model: 'article', documentId, action: 'reorder' });
  });

  it('a new article is "publish" when it goes public, "delete" when removed', async () => {
    const from = received.length;
    const created = await admin('POST', `/content-manager/collection-types/${ARTICLE}`, {
      title: 'Artículo de la prueba del renderizador',
      slug: 'articulo-prueba-renderizador',
      description: 'Un artículo que existe un momento.',
      content: '## Hola\n\nTexto.',
      featured: false,
      author: { name: 'Equipo LINX' },
    });
    assert.equal(created.status, 201, await created.clone().text());
    const { documentId } = (await created.json()).data;
    assert.equal((await publish(documentId)).status, 200);
    const removed = await admin('DELETE', `/content-manager/collection-types/${ARTICLE}/${documentId}`);
    assert.equal(removed.status, 200, await removed.clone().text());
    const actions = (await changesOf(documentId, 2, from)).map((entry) => entry.body.action);
    assert.deepEqual(actions, ['publish', 'delete']);
  });
});

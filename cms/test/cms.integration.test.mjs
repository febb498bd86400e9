// Integration test: boots the real CMS on a fresh temporary SQLite file (or PostgreSQL database, see
// scripts/with-test-postgres.mjs) and checks every call the site makes (SPEC.md §7), public read-only
// access, CORS, the seeded media, and that a second boot does not re-seed.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCms } from '../scripts/lib/strapi-process.mjs';
import { countRows, databaseLabel } from '../scripts/lib/test-database.mjs';

// Pinned so variables inherited from the caller's environment cannot change what is being tested.
const TEST_ENV = {
  CMS_ADMIN_EMAIL: 'editor@linx.cl',
  CMS_ADMIN_PASSWORD: 'EditorLinx2024',
  CMS_SEED: 'true',
  CMS_API_CACHE_TTL_MS: '10000',
  CORS_ORIGINS: 'http://localhost:3000,http://127.0.0.1:3000',
  CMS_API_DEFAULT_LIMIT: '1000',
  CMS_API_MAX_LIMIT: '1000',
};
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-test-'));
const dbFile = path.join(tmpDir, 'data.db');
let cms;

const get = async (p) => {
  const res = await fetch(`${cms.baseUrl}${p}`);
  const body = await res.json();
  return { status: res.status, body };
};

/** GET a list call and check the common envelope: 200, `data` array, pagination covering everything. */
const list = async (p) => {
  const { status, body } = await get(p);
  assert.equal(status, 200, `${p} answered ${status}: ${JSON.stringify(body)}`);
  assert.ok(Array.isArray(body.data), `${p}: data is not a list`);
  if (body.meta?.pagination) assert.equal(body.meta.pagination.total, body.data.length, `${p}: list cut by pagination`);
  return body.data;
};

const isStr = (v) => typeof v === 'string' && v.length > 0;
const isOptStr = (v) => v === null || isStr(v);
const assertNamedList = (arr, label, key = 'name') => {
  assert.ok(Array.isArray(arr), `${label} is not a list`);
  for (const x of arr) {
    assert.equal(typeof x.id, 'number', `${label}: item without id`);
    assert.ok(isStr(x[key]), `${label}: item without ${key}`);
  }
};
const mediaUrls = new Set();
const addMedia = (u) => {
  if (u) mediaUrls.add(u);
};

describe(`LINX CMS (Strapi) on a fresh ${databaseLabel()} database`, { timeout: 180_000 }, () => {
  before(async () => {
    cms = await startCms({ dbFile, env: TEST_ENV });
  });

  after(async () => {
    await cms?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it(`keeps the seeded content in ${databaseLabel()}`, async () => {
    const articles = await list('/api/articles');
    assert.equal(await countRows(dbFile, 'articles'), articles.length);
  });

  it('GET /api/categories lists the categories with "todos" first', async () => {
    const cats = await list('/api/categories');
    assert.ok(cats.length >= 5, 'at least five categories');
    assert.equal(cats[0].name, 'todos');
    for (const name of ['Experiencia al Cliente', 'Productividad']) assert.ok(cats.some((c) => c.name === name), `missing ${name}`);
    for (const c of cats) {
      assert.equal(typeof c.id, 'number');
      assert.ok(isStr(c.name));
    }
  });

  it('GET /api/articles?populate=* returns the blog articles with categories and author', async () => {
    const articles = await list('/api/articles?populate=*');
    assert.ok(articles.length >= 8, 'at least eight articles');
    const slugs = new Set();
    for (const a of articles) {
      assert.equal(typeof a.id, 'number');
      for (const f of ['title', 'slug', 'description', 'content']) assert.ok(isStr(a[f]), `article ${a.id}: ${f}`);
      assert.ok(/^[a-z0-9-]+$/.test(a.slug), `article ${a.id}: slug "${a.slug}"`);
      slugs.add(a.slug);
      assert.ok(isOptStr(a.coverUrl), `article ${a.id}: coverUrl`);
      assert.equal(typeof a.featured, 'boolean');
      assertNamedList(a.categories, `article ${a.id} categories`);
      assert.ok(a.categories.length >= 1, `article ${a.id} has no category`);
      assert.ok(a.author && isStr(a.author.name), `article ${a.id}: author.name`);
      for (const f of ['avatarUrl', 'linkedin', 'email']) assert.ok(f in a.author, `article ${a.id}: author.${f} missing`);
      assert.match(a.content, /^#{2,3} /m, `article ${a.id}: markdown heading`);
      assert.match(a.content, /^(- |\d+\. )/m, `article ${a.id}: markdown list`);
      assert.match(a.content, /\[[^\]]+\]\([^)]+\)/, `article ${a.id}: markdown link`);
      addMedia(a.coverUrl);
      addMedia(a.author.avatarUrl);
    }
    assert.equal(slugs.size, articles.length, 'slugs are unique');
    assert.ok(articles.some((a) => a.featured && a.coverUrl), 'a featured article with cover');
    assert.ok(articles.some((a) => !a.featured), 'non-featured articles');
    assert.ok(articles.some((a) => !a.coverUrl), 'an article without cover');
    assert.ok(articles.some((a) => a.author.avatarUrl), 'an author with avatar');
    assert.ok(articles.some((a) => !a.author.avatarUrl), 'an author without avatar');
    assert.match(articles[0].title, /[áéíóúñ]/, 'Spanish text keeps its accents');
  });

  it('GET /api/cases?populate=* returns the cases with every component populated', async () => {
    const cases = await list('/api/cases?populate=*');
    assert.ok(cases.length >= 6, 'at least six cases');
    for (const c of cases) {
      assert.equal(typeof c.id, 'number');
      for (const f of ['title', 'company', 'description']) assert.ok(isStr(c[f]), `case ${c.id}: ${f}`);
      for (const f of ['imageUrl', 'contentCompanyDescription', 'contentCompanyImageUrl', 'outstandingTitle', 'outstandingContent', 'contentVideoUrl']) {
        assert.ok(f in c && isOptStr(c[f]), `case ${c.id}: ${f}`);
      }
      assertNamedList(c.categories, `case ${c.id} categories`);
      assert.ok('highlight' in c, `case ${c.id}: highlight missing`);
      if (c.highlight) {
        assert.ok(isStr(c.highlight.text), `case ${c.id}: highlight.text`);
        assert.ok('number' in c.highlight && isOptStr(c.highlight.number), `case ${c.id}: highlight.number`);
      }
      assertNamedList(c.outstandingMedia, `case ${c.id} outstandingMedia`, 'url');
      assertNamedList(c.contentChallenges, `case ${c.id} contentChallenges`);
      assertNamedList(c.contentSolutions, `case ${c.id} contentSolutions`);
      assertNamedList(c.contentResults, `case ${c.id} contentResults`, 'title');
      for (const r of c.contentResults) assert.ok(isStr(r.description), `case ${c.id}: result description`);
      [c.imageUrl, c.contentCompanyImageUrl, c.contentVideoUrl, ...c.outstandingMedia.map((m) => m.url)].forEach(addMedia);
    }
    const some = (pred, label) => assert.ok(cases.some(pred), `no case with ${label}`);
    some((c) => c.highlight && c.highlight.number, 'a highlight number');
    some((c) => c.highlight && !c.highlight.number, 'a highlight without number');
    some((c) => !c.highlight, 'no highlight');
    some((c) => c.contentCompanyDescription && c.contentCompanyImageUrl, 'a company block');
    some((c) => !(c.contentCompanyDescription && c.contentCompanyImageUrl), 'no company block');
    some((c) => c.outstandingMedia.some((m) => m.url.endsWith('.mp4')), 'mp4 outstanding media');
    some((c) => c.outstandingMedia.some((m) => m.url.endsWith('.webm')), 'webm outstanding media');
    some((c) => c.outstandingMedia.some((m) => !/\.(mp4|webm)$/.test(m.url)), 'image outstanding media');
    some((c) => c.outstandingMedia.length > 1 && c.outstandingTitle && c.outstandingContent, 'a complete outstanding block with a carousel');
    some((c) => c.contentVideoUrl, 'a video');
    some((c) => c.contentChallenges.length && c.contentSolutions.length, 'challenges and solutions');
    some((c) => !c.imageUrl && !c.highlight && !c.outstandingMedia.length && !c.contentResults.length, 'the minimal shape');
  });

  it('GET /api/cases?filters[id][$eq]=N&populate=* returns exactly that case', async () => {
    const all = await list('/api/cases?populate=*');
    const target = all[Math.floor(all.length / 2)];
    const found = await list(`/api/cases?filters[id][$eq]=${target.id}&populate=*`);
    assert.equal(found.length, 1);
    assert.equal(found[0].id, target.id);
    assert.deepEqual(found[0], target, 'same populated case as in the list');
    const none = await list('/api/cases?filters[id][$eq]=999999&populate=*');
    assert.equal(none.length, 0);
  });

  it('GET /api/materiales?populate=* returns the downloadable materials with categories', async () => {
    const materials = await list('/api/materiales?populate=*');
    assert.ok(materials.length >= 8, 'at least eight materials');
    for (const m of materials) {
      assert.equal(typeof m.id, 'number');
      for (const f of ['title', 'description', 'downloadUrl']) assert.ok(isStr(m[f]), `material ${m.id}: ${f}`);
      assert.match(m.downloadUrl, /\.pdf$/);
      assertNamedList(m.categories, `material ${m.id} categories`);
      assert.ok(m.categories.length >= 1);
      addMedia(m.downloadUrl);
    }
    assert.ok(materials.some((m) => m.categories.some((c) => c.name === 'Experiencia al Cliente')));
  });

  it('GET /api/product-categories returns the four catalogue categories', async () => {
    const pcs = await list('/api/product-categories');
    assert.deepEqual(
      pcs.map((c) => [c.slug, c.name]),
      [
        ['pantallas-interactivas', 'Pantallas Interactivas'],
        ['pantallas-carteleria', 'Pantallas de Cartelería'],
        ['pantallas-led', 'Pantallas LED'],
        ['videowalls', 'Videowalls'],
      ],
    );
  });

  it('GET /api/products?populate=* returns the products with images, features, sizes and categories', async () => {
    const products = await list('/api/products?populate=*');
    assert.ok(products.length >= 12, 'at least twelve products');
    const slugs = new Set((await list('/api/product-categories')).map((c) => c.slug));
    for (const p of products) {
      assert.equal(typeof p.id, 'number');
      for (const f of ['slug', 'name', 'brand', 'description']) assert.ok(isStr(p[f]), `product ${p.id}: ${f}`);
      for (const f of ['resolution', 'glow', 'system', 'operation', 'productBrochure']) assert.ok(f in p && isOptStr(p[f]), `product ${p.id}: ${f}`);
      assertNamedList(p.imagesUrl, `product ${p.id} imagesUrl`, 'url');
      assert.ok(p.imagesUrl.length >= 1 && p.imagesUrl.length <= 4, `product ${p.id}: 1-4 images`);
      assertNamedList(p.features, `product ${p.id} features`);
      assertNamedList(p.displaySizes, `product ${p.id} displaySizes`);
      assert.ok(p.categories.length >= 1);
      for (const c of p.categories) assert.ok(slugs.has(c.slug), `product ${p.id}: category slug ${c.slug}`);
      p.imagesUrl.forEach((i) => addMedia(i.url));
      addMedia(p.productBrochure);
    }
    for (const slug of slugs) assert.ok(products.some((p) => p.categories.some((c) => c.slug === slug)), `no product in ${slug}`);
    assert.ok(products.some((p) => p.imagesUrl.length > 1) && products.some((p) => p.imagesUrl.length === 1));
    assert.ok(products.some((p) => p.productBrochure) && products.some((p) => !p.productBrochure));
    const p = products.find((x) => x.resolution === '3840 x 2160 (4K UHD)');
    assert.ok(p, 'a 4K product');
  });

  it('serves every seeded media URL itself, as absolute URLs that work cross-origin', async () => {
    assert.ok(mediaUrls.size > 40, `collected ${mediaUrls.size} media URLs`);
    const types = { svg: 'image/svg+xml', pdf: 'application/pdf', mp4: 'video/mp4', webm: 'video/webm' };
    for (const url of mediaUrls) {
      assert.ok(url.startsWith(`${cms.baseUrl}/media/`), `not served by the CMS: ${url}`);
      const res = await fetch(url, { headers: { Origin: 'http://localhost:3000' } });
      assert.equal(res.status, 200, url);
      const ext = url.split('.').pop();
      assert.equal(res.headers.get('content-type')?.split(';')[0], types[ext], url);
      assert.notEqual(res.headers.get('cross-origin-resource-policy'), 'same-origin', url);
      await res.arrayBuffer();
    }
  });

  it('allows the site origins by CORS and not others', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const res = await fetch(`${cms.baseUrl}/api/products?populate=*`, { headers: { Origin: origin } });
      assert.equal(res.headers.get('access-control-allow-origin'), origin);
      await res.arrayBuffer();
    }
    const pre = await fetch(`${cms.baseUrl}/api/articles`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
    });
    assert.ok(pre.status === 204 || pre.status === 200);
    assert.equal(pre.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    const other = await fetch(`${cms.baseUrl}/api/products`, { headers: { Origin: 'http://evil.example' } });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    await other.arrayBuffer();
  });

  it('refuses anonymous writes and every non-read endpoint', async () => {
    const json = { 'Content-Type': 'application/json' };
    const body = JSON.stringify({ data: { name: 'x', title: 'x' } });
    const { body: arts } = await get('/api/articles');
    const doc = arts.data[0].documentId;
    const calls = [];
    for (const type of ['articles', 'categories', 'cases', 'materiales', 'product-categories', 'products']) {
      calls.push(['POST', `/api/${type}`], ['PUT', `/api/${type}/${doc}`], ['DELETE', `/api/${type}/${doc}`]);
    }
    calls.push(
      ['POST', '/api/auth/local/register', JSON.stringify({ username: 'intruso', email: 'intruso@example.com', password: 'Intruso123' })],
      ['GET', '/api/users'],
      ['GET', '/api/upload/files'],
      ['POST', '/api/upload'],
    );
    for (const [method, p, b = body] of calls) {
      const res = await fetch(`${cms.baseUrl}${p}`, { method, headers: json, body: method === 'GET' ? undefined : b });
      assert.ok([401, 403].includes(res.status), `${method} ${p} answered ${res.status}`);
      await res.arrayBuffer();
    }
    assert.equal((await list('/api/articles')).length, arts.data.length, 'nothing was written');
  });

  it('serves repeated anonymous reads from the response cache', async () => {
    const url = `${cms.baseUrl}/api/products?populate=*`;
    const first = await fetch(url);
    const a = await first.json();
    // The cache stores nothing for 2 s after a write (the seed is one), so ask again until that
    // window has passed; a cache that never answers HIT fails after 6 s.
    let second;
    for (const deadline = Date.now() + 6000; Date.now() < deadline; ) {
      second = await fetch(url, { headers: { Origin: 'http://localhost:3000' } });
      if (second.headers.get('x-cache') === 'HIT') break;
      await second.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.equal(second.headers.get('x-cache'), 'HIT');
    assert.equal(second.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.match(second.headers.get('content-type'), /^application\/json/);
    assert.deepEqual(await second.json(), a);
  });

  it('creates the first admin from the environment, and an editor change is public at once', async () => {
    const login = await fetch(`${cms.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_ENV.CMS_ADMIN_EMAIL, password: TEST_ENV.CMS_ADMIN_PASSWORD }),
    });
    assert.equal(login.status, 200, 'admin login');
    const { token } = (await login.json()).data;
    const before = await list('/api/articles?populate=*');
    await list('/api/articles?populate=*'); // second read may come from the response cache
    const target = before[before.length - 1];
    const title = `${target.title} (actualizado)`;
    const res = await fetch(`${cms.baseUrl}/content-manager/collection-types/api::article.article/${target.documentId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title }),
    });
    assert.equal(res.status, 200, `content-manager update: ${await res.text()}`);
    const after = await list('/api/articles?populate=*');
    assert.equal(after.find((a) => a.id === target.id).title, title, 'the public API shows the edit immediately');
  });

  it('a second boot on the same database does not duplicate the seed', async () => {
    const paths = ['/api/categories', '/api/articles', '/api/cases', '/api/materiales', '/api/product-categories', '/api/products'];
    const before = {};
    for (const p of paths) before[p] = (await list(p)).map((x) => x.id);
    await cms.stop();
    cms = await startCms({ dbFile, env: TEST_ENV });
    for (const p of paths) assert.deepEqual((await list(p)).map((x) => x.id), before[p], `${p} changed after a second boot`);
    assert.equal((await list('/api/categories'))[0].name, 'todos');
  });
});

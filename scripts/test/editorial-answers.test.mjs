// What the shell's server answers for the editors' workflow (docs/editorial-workflow.md): a page opened by
// the CMS's preview (preview-access.mjs) and an old address the CMS keeps a redirect for (redirects.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { startSiteWithCms } from './site-server.mjs';

const temporary = (name) => fs.mkdtempSync(path.join(os.tmpdir(), `linx-${name}-`));
process.env.RENDERED_DIR = temporary('rendered');
process.env.RELEASES_DIR = temporary('releases');
process.env.PREVIEW_SECRET = 'secreto-de-prueba';
process.env.REDIRECTS_TTL_MS = '50';
const dist = temporary('dist');
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);

/** Two pages of redirects, as Strapi paginates them. */
let redirectPages = [
  [{ from: '/blog/viejo', to: '/blog/nuevo', permanent: true }],
  [{ from: '/campana-2025', to: '/productos', permanent: false }],
];
const cmsAnswer = (req, res) => {
  const url = new URL(req.url, 'http://cms');
  if (url.pathname !== '/api/redirects') return res.writeHead(404).end();
  const page = Number(url.searchParams.get('pagination[page]'));
  const body = { data: redirectPages[page - 1] ?? [], meta: { pagination: { page, pageCount: redirectPages.length } } };
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};
let servers;
let origin;
let cmsOrigin;

/** A token as the CMS signs it: for one entry (type, documentId) and its page, 10 minutes long. */
const ENTRY = {
  uid: 'api::article.article',
  documentId: 'abc123',
  status: 'draft',
  since: Math.floor(Date.now() / 1000),
};
const sign = (claims, { secret = process.env.PREVIEW_SECRET, expires = '10m', bare = false } = {}) =>
  new SignJWT(bare ? claims : { ...ENTRY, ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('linx-preview')
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(secret));

describe("the shell's answers for editors", () => {
  before(async () => {
    servers = await startSiteWithCms({ distDir: dist, cmsAnswer });
    ({ origin, cmsOrigin } = servers);
  });
  after(() => servers.close());

  test("a preview with the CMS's token: the shell's HTML, never stored, never indexed, framed by the CMS only", async () => {
    const token = await sign({ path: '/blog/borrador', status: 'draft' });
    const response = await fetch(`${origin}/blog/borrador?preview=${token}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.headers.get('x-robots-tag'), 'noindex');
    assert.match(response.headers.get('content-security-policy'), new RegExp(`frame-ancestors ${cmsOrigin}(;|$)`));
    assert.equal(response.headers.get('x-frame-options'), null);
    assert.match(await response.text(), /<div id="root">/);
  });

  test('every other page may not be framed at all', async () => {
    const response = await fetch(`${origin}/blog/otro`);
    assert.match(response.headers.get('content-security-policy'), /frame-ancestors 'none'/);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
  });

  test('a preview without a current token bound to an entry and made for that page is refused', async () => {
    const cases = {
      'no token': '',
      'a made-up token': 'abc.def.ghi',
      'another secret': await sign({ path: '/blog/borrador' }, { secret: 'otro' }),
      'another page': await sign({ path: '/blog/otro' }),
      expired: await sign({ path: '/blog/borrador' }, { expires: Math.floor(Date.now() / 1000) - 60 }),
      'not bound to an entry': await sign({ path: '/blog/borrador', status: 'draft' }, { bare: true }),
      'an unknown status': await sign({ path: '/blog/borrador', status: 'todo' }),
      'an hour long': await sign({ path: '/blog/borrador' }, { expires: '1h' }),
    };
    for (const [label, token] of Object.entries(cases)) {
      const response = await fetch(`${origin}/blog/borrador?preview=${token}`);
      assert.equal(response.status, 401, label);
      assert.equal(response.headers.get('cache-control'), 'no-store', label);
      assert.match(response.headers.get('content-security-policy') ?? "frame-ancestors 'none'", /'none'/, label);
    }
  });

  test('an old address answers 301 (302 when temporary) to where the CMS says it went, across its pages', async () => {
    const moved = await fetch(`${origin}/blog/viejo`, { redirect: 'manual' });
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get('location'), '/blog/nuevo');
    const temporary = await fetch(`${origin}/campana-2025`, { redirect: 'manual' });
    assert.equal(temporary.status, 302);
    assert.equal(temporary.headers.get('location'), '/productos');
    assert.equal((await fetch(`${origin}/no-existe`, { redirect: 'manual' })).status, 404);
  });

  test('a redirect removed in the CMS stops answering after the table is read again; a CMS down keeps the last one', async () => {
    redirectPages = [[{ from: '/blog/viejo', to: '/blog/otro-nuevo', permanent: true }]];
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.equal(
      (await fetch(`${origin}/blog/viejo`, { redirect: 'manual' })).headers.get('location'),
      '/blog/otro-nuevo',
    );
    assert.equal((await fetch(`${origin}/campana-2025`, { redirect: 'manual' })).status, 404);
    servers.cms.close();
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.equal((await fetch(`${origin}/blog/viejo`, { redirect: 'manual' })).status, 301);
  });
});

// What the shell's server answers besides pages for feed readers, browsers and security researchers:
// the Atom feeds (feed-responder.mjs), /.well-known/security.txt (RFC 9116: security-txt.mjs) and
// the icons and web manifest of the build (brand-icons-plugin.js), each with its Content-Type.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Parser from 'rss-parser';
import { siteFeeds } from '../../shared/src/config/site-feeds.cjs';
import { buildFeed, feedFile } from '../lib/site-feeds.mjs';
import { securityTxt } from '../lib/security-txt.mjs';
import { startSiteWithCms } from './site-server.mjs';

const temporary = (name) => fs.mkdtempSync(path.join(os.tmpdir(), `linx-${name}-`));
const rendered = temporary('rendered');
process.env.RENDERED_DIR = rendered;
process.env.RELEASES_DIR = temporary('releases');
const dist = temporary('dist');
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"LINX"}');

const [blogFeed, casesFeed] = siteFeeds;
const cases = [
  {
    id: 4,
    slug: 'mall-plaza',
    title: 'Mall Plaza',
    description: 'Pantallas.',
    publishedAt: '2026-03-01T00:00:00.000Z',
  },
];

let cmsUp = true;
const cmsAnswer = (req, res) => {
  if (!cmsUp || !req.url.startsWith('/api/cases?')) return res.writeHead(503).end();
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: cases }));
};
let servers;
let origin;

describe("the shell's feeds, security.txt and icons", () => {
  before(async () => {
    servers = await startSiteWithCms({ distDir: dist, cmsAnswer });
    origin = servers.origin;
  });
  after(() => servers.close());

  test('/blog/feed.xml answers the file the renderer wrote, as Atom with the document headers', async () => {
    const xml = buildFeed(blogFeed, [{ id: 1, slug: 'hola', title: 'Hola', updatedAt: '2026-02-01T00:00:00.000Z' }]);
    fs.mkdirSync(path.dirname(feedFile(rendered, blogFeed)), { recursive: true });
    fs.writeFileSync(feedFile(rendered, blogFeed), xml);
    const response = await fetch(`${origin}/blog/feed.xml`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/atom+xml; charset=utf-8');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.match(response.headers.get('content-security-policy'), /default-src 'self'/);
    const feed = await new Parser().parseString(await response.text());
    assert.deepEqual(
      feed.items.map((item) => item.link),
      ['https://www.linx.cl/blog/hola'],
    );
    const head = await fetch(`${origin}/blog/feed.xml`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
  });

  test('a feed never written is made from the CMS; with the CMS down too it answers 503, never a page', async () => {
    const response = await fetch(`${origin}/casos-exito/feed.xml`);
    assert.equal(response.status, 200);
    assert.deepEqual(
      (await new Parser().parseString(await response.text())).items.map((item) => item.title),
      ['Mall Plaza'],
    );
    fs.rmSync(feedFile(rendered, blogFeed));
    cmsUp = false;
    assert.equal((await fetch(`${origin}/blog/feed.xml`)).status, 503);
    cmsUp = true;
    assert.equal(casesFeed.path, '/casos-exito/feed.xml');
  });

  test('/.well-known/security.txt: Contact, Expires within a year, Preferred-Languages, Canonical', async () => {
    const response = await fetch(`${origin}/.well-known/security.txt`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
    const fields = Object.fromEntries(
      (await response.text())
        .trim()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );
    assert.equal(fields.Contact, 'mailto:contacto@linx.cl');
    assert.equal(fields['Preferred-Languages'], 'es, en');
    assert.equal(fields.Canonical, 'https://www.linx.cl/.well-known/security.txt');
    const expires = Date.parse(fields.Expires);
    assert.ok(expires > Date.now() + 150 * 86_400_000 && expires < Date.now() + 365 * 86_400_000, fields.Expires);
    assert.equal(
      securityTxt({ now: new Date('2026-11-25T20:00:00Z'), email: 'a@b.cl', siteUrl: 'https://x.cl' }),
      'Contact: mailto:a@b.cl\nExpires: 2027-05-24T00:00:00.000Z\nPreferred-Languages: es, en\n' +
        'Canonical: https://x.cl/.well-known/security.txt\n',
    );
  });

  test('favicon.ico and manifest.webmanifest of the build answer with their types', async () => {
    const icon = await fetch(`${origin}/favicon.ico`);
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/x-icon');
    const manifest = await fetch(`${origin}/manifest.webmanifest`);
    assert.equal(manifest.headers.get('content-type'), 'application/manifest+json');
    assert.equal((await fetch(`${origin}/apple-touch-icon-precomposed.png`)).status, 404);
  });
});

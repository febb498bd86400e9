// Rendered pages shared through PostgreSQL (scripts/lib/rendered-replica.mjs), on a real throw-away
// cluster: what the renderer writes reaches every shell server's folder within moments, replaced
// whole, deleted when the renderer deletes it; a server that starts late or loses its connection
// catches up; names outside the store are never written.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { fileInStore, mirrorRendered, renderedPublisher } from '../lib/rendered-replica.mjs';
import { pageReader } from '../lib/rendered-store.mjs';
import { startTestPostgres } from '../lib/test-postgres.mjs';

let cluster;
let url;
const closers = [];
const quiet = { error: () => {} };

before(async () => {
  cluster = await startTestPostgres();
  cluster.createDatabase('linx_render');
  url = cluster.url('linx_render');
});
after(async () => {
  for (const close of closers.reverse()) await close();
  cluster?.stop();
});

const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'linx-rendered-'));
const mirror = async (dir) => {
  const copy = await mirrorRendered({ url, dir, log: quiet, retryMs: 100 });
  closers.push(() => copy.close());
  return copy;
};
const publisher = () => {
  const made = renderedPublisher(url, { log: quiet });
  closers.push(() => made.close());
  return made;
};
const page = (pathname, title) => JSON.stringify({ path: pathname, html: `<h1>${title}</h1>`, status: 200 });
const pageFileName = (pathname) => `pages/${encodeURIComponent(pathname)}.json`;

/** Waits until `check()` holds (polling the folder as a server's reader would). */
const eventually = async (check, ms = 2000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    if (check()) return Date.now();
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

test('a page the renderer writes reaches two shell servers, replaced whole and deleted', async (t) => {
  const [first, second] = [folder(), folder()];
  await mirror(first);
  await mirror(second);
  const readers = [pageReader(first), pageReader(second)];
  const renderer = publisher();

  const sent = Date.now();
  await renderer.publish(pageFileName('/blog'), page('/blog', 'Blog'));
  const arrived = await eventually(() => readers.every((read) => read('/blog')?.page.html === '<h1>Blog</h1>'));
  assert.ok(arrived - sent < 2000, 'both copies within 2 s');
  t.diagnostic(`published to both copies in ${arrived - sent} ms`);

  await renderer.publish(pageFileName('/blog'), page('/blog', 'Blog nuevo'));
  await eventually(() => readers.every((read) => read('/blog')?.page.html === '<h1>Blog nuevo</h1>'));

  await renderer.publish('feeds/blog.xml', '<feed/>');
  await eventually(() => fs.existsSync(path.join(second, 'feeds/blog.xml')));

  await renderer.publish(pageFileName('/blog'), null);
  await eventually(() => readers.every((read) => read('/blog') === null));
  assert.equal(fs.readFileSync(path.join(first, 'feeds/blog.xml'), 'utf8'), '<feed/>');
});

test('a server that starts later copies everything and drops what the store no longer has', async () => {
  const renderer = publisher();
  await renderer.publish(pageFileName('/podcast'), page('/podcast', 'Podcast'));
  await renderer.publish('index.json', '{"complete":true}');
  const late = folder();
  fs.mkdirSync(path.join(late, 'pages'));
  fs.writeFileSync(path.join(late, pageFileName('/retirada')), page('/retirada', 'Retirada'));

  await mirror(late);
  assert.equal(pageReader(late)('/podcast')?.page.html, '<h1>Podcast</h1>');
  assert.equal(fs.readFileSync(path.join(late, 'index.json'), 'utf8'), '{"complete":true}');
  assert.equal(pageReader(late)('/retirada'), null);
});

test('a server whose connection is cut catches up on what was written meanwhile', async () => {
  const dir = folder();
  await mirror(dir);
  const renderer = publisher();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  closers.push(() => admin.end());
  await admin.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'linx-rendered-mirror'",
  );
  await renderer.publish(pageFileName('/nosotros'), page('/nosotros', 'Nosotros'));
  await eventually(() => pageReader(dir)('/nosotros')?.page.html === '<h1>Nosotros</h1>', 5000);
});

test('names outside the store folder are refused', () => {
  const dir = folder();
  assert.equal(fileInStore(dir, '../fuera.json'), null);
  assert.equal(fileInStore(dir, '/etc/passwd'), null);
  assert.equal(fileInStore(dir, ''), null);
  assert.equal(fileInStore(dir, 'pages/%2F.json'), path.join(dir, 'pages/%2F.json'));
});
